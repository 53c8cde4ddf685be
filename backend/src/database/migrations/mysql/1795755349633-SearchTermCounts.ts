import { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchTermCounts1795755349633 implements MigrationInterface {
  name = 'SearchTermCounts1795755349633';

  // Schema only: the counts of the articles already published are written at start-up by the search module (search/search-backfill.ts).
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `search_terms` (`term` varchar(64) NOT NULL, `docs` int NOT NULL, `title_docs` int NOT NULL, PRIMARY KEY (`term`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `search_terms`");
  }
}
