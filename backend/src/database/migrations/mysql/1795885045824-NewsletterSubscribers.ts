import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterSubscribers1795885045824 implements MigrationInterface {
  name = 'NewsletterSubscribers1795885045824';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `newsletter_subscribers` (`id` int NOT NULL AUTO_INCREMENT, `email` varchar(254) NOT NULL, `state` varchar(16) NOT NULL DEFAULT 'pending', `frequency` varchar(16) NOT NULL DEFAULT 'each', `categories` varchar(1000) NOT NULL DEFAULT '', `requested_at` datetime NOT NULL, `confirmed_at` datetime NULL, `unsubscribed_at` datetime NULL, `consent_source` varchar(300) NOT NULL, `consent_version` varchar(20) NOT NULL, `ip_hash` varchar(64) NOT NULL, `confirmations_day` varchar(10) NOT NULL DEFAULT '', `confirmations_sent` int NOT NULL DEFAULT '0', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `idx_newsletter_subscribers_state` (`state`, `frequency`), UNIQUE INDEX `uq_newsletter_subscribers_email` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `newsletter_suppressions` (`email_hash` varchar(64) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`email_hash`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `newsletter_suppressions`");
    await queryRunner.query("DROP INDEX `uq_newsletter_subscribers_email` ON `newsletter_subscribers`");
    await queryRunner.query("DROP INDEX `idx_newsletter_subscribers_state` ON `newsletter_subscribers`");
    await queryRunner.query("DROP TABLE `newsletter_subscribers`");
  }
}
