import { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchTermCounts1795755346445 implements MigrationInterface {
  name = 'SearchTermCounts1795755346445';

  // Schema only: the counts of the articles already published are written at start-up by the search module (search/search-backfill.ts).
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"search_terms\" (\"term\" varchar(64) PRIMARY KEY NOT NULL, \"docs\" integer NOT NULL, \"title_docs\" integer NOT NULL)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"search_terms\"");
  }
}
