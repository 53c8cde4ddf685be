import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillTermCounts } from '../../../search/search-index-writes';

export class SearchTermCounts1795755349633 implements MigrationInterface {
  name = 'SearchTermCounts1795755349633';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `search_terms` (`term` varchar(64) NOT NULL, `docs` int NOT NULL, `title_docs` int NOT NULL, PRIMARY KEY (`term`)) ENGINE=InnoDB");
    await backfillTermCounts(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `search_terms`");
  }
}
