import { MigrationInterface, QueryRunner } from 'typeorm';

/** A nullable column added at the end of each table: SQLite's ALTER TABLE does it without rebuilding the tables. */
export class FocusKeyword1795886303623 implements MigrationInterface {
  name = 'FocusKeyword1795886303623';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "articles" ADD COLUMN "focus_keyword" varchar(100)');
    await queryRunner.query('ALTER TABLE "article_revisions" ADD COLUMN "focus_keyword" varchar(100)');
    await queryRunner.query('ALTER TABLE "article_working_copies" ADD COLUMN "focus_keyword" varchar(100)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "article_working_copies" DROP COLUMN "focus_keyword"');
    await queryRunner.query('ALTER TABLE "article_revisions" DROP COLUMN "focus_keyword"');
    await queryRunner.query('ALTER TABLE "articles" DROP COLUMN "focus_keyword"');
  }
}
