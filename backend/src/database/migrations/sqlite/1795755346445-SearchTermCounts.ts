import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillTermCounts } from '../../../search/search-index-writes';

export class SearchTermCounts1795755346445 implements MigrationInterface {
  name = 'SearchTermCounts1795755346445';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"search_terms\" (\"term\" varchar(64) PRIMARY KEY NOT NULL, \"docs\" integer NOT NULL, \"title_docs\" integer NOT NULL)");
    await backfillTermCounts(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"search_terms\"");
  }
}
