import { MigrationInterface, QueryRunner } from 'typeorm';

export class RewardMarkerAndRevisionContent1795713896980 implements MigrationInterface {
  name = 'RewardMarkerAndRevisionContent1795713896980';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `installation_values` (`key` varchar(100) NOT NULL, `value` varchar(255) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`key`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `article_revisions` ADD `content_hash` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `article_revisions` ADD `content_from_id` int NULL");
    await queryRunner.query("ALTER TABLE `rewards` ADD `legacy_marker` tinyint NOT NULL DEFAULT 0");
    // Rewards already sent may carry the older marker; only they accept it (rewards.legacy_marker).
    await queryRunner.query("UPDATE `rewards` SET `legacy_marker` = 1 WHERE `sends` > 0");
    await queryRunner.query("CREATE INDEX `idx_article_revisions_content` ON `article_revisions` (`article_id`, `content_hash`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_article_revisions_content` ON `article_revisions`");
    await queryRunner.query("ALTER TABLE `rewards` DROP COLUMN `legacy_marker`");
    await queryRunner.query("ALTER TABLE `article_revisions` DROP COLUMN `content_from_id`");
    await queryRunner.query("ALTER TABLE `article_revisions` DROP COLUMN `content_hash`");
    await queryRunner.query("DROP TABLE `installation_values`");
  }
}
