import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterSends1795899963996 implements MigrationInterface {
  name = 'NewsletterSends1795899963996';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `newsletter_sends` (`id` int NOT NULL AUTO_INCREMENT, `send_key` varchar(40) NOT NULL, `kind` varchar(10) NOT NULL, `article_ids` varchar(2000) NOT NULL, `subject` varchar(300) NOT NULL, `state` varchar(10) NOT NULL DEFAULT 'planning', `planned_through` int NOT NULL DEFAULT '0', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_newsletter_sends_key` (`send_key`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `newsletter_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `send_id` int NOT NULL, `subscriber_id` int NOT NULL, `state` varchar(10) NOT NULL DEFAULT 'queued', `claim` varchar(36) NULL, `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_newsletter_deliveries_subscriber` (`subscriber_id`), INDEX `idx_newsletter_deliveries_send_state` (`send_id`, `state`), UNIQUE INDEX `uq_newsletter_deliveries_send_subscriber` (`send_id`, `subscriber_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `articles` ADD `newsletter_skip` tinyint NOT NULL DEFAULT 0");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `articles` DROP COLUMN `newsletter_skip`");
    await queryRunner.query("DROP INDEX `uq_newsletter_deliveries_send_subscriber` ON `newsletter_deliveries`");
    await queryRunner.query("DROP INDEX `idx_newsletter_deliveries_send_state` ON `newsletter_deliveries`");
    await queryRunner.query("DROP INDEX `idx_newsletter_deliveries_subscriber` ON `newsletter_deliveries`");
    await queryRunner.query("DROP TABLE `newsletter_deliveries`");
    await queryRunner.query("DROP INDEX `uq_newsletter_sends_key` ON `newsletter_sends`");
    await queryRunner.query("DROP TABLE `newsletter_sends`");
  }
}
