import { MigrationInterface, QueryRunner } from 'typeorm';

export class DraftsOfNewArticles1795741383149 implements MigrationInterface {
  name = 'DraftsOfNewArticles1795741383149';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `article_working_copies` ADD `explicit_save` tinyint NOT NULL DEFAULT 0");
    // The one new article a user could have before new articles had keys is the one of key 1.
    await queryRunner.query("UPDATE `article_working_copies` SET `target` = 'new-1' WHERE `target` = 'new'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM `article_working_copies` WHERE `target` LIKE 'new-%' AND `target` <> 'new-1'");
    await queryRunner.query("UPDATE `article_working_copies` SET `target` = 'new' WHERE `target` = 'new-1'");
    await queryRunner.query("ALTER TABLE `article_working_copies` DROP COLUMN `explicit_save`");
  }
}
