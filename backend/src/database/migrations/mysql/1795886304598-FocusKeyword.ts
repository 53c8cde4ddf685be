import { MigrationInterface, QueryRunner } from 'typeorm';

export class FocusKeyword1795886304598 implements MigrationInterface {
  name = 'FocusKeyword1795886304598';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `articles` ADD `focus_keyword` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `article_revisions` ADD `focus_keyword` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `article_working_copies` ADD `focus_keyword` varchar(100) NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `article_working_copies` DROP COLUMN `focus_keyword`");
    await queryRunner.query("ALTER TABLE `article_revisions` DROP COLUMN `focus_keyword`");
    await queryRunner.query("ALTER TABLE `articles` DROP COLUMN `focus_keyword`");
  }
}
