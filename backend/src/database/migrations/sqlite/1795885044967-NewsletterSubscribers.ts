import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterSubscribers1795885044967 implements MigrationInterface {
  name = 'NewsletterSubscribers1795885044967';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"newsletter_subscribers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"email\" varchar(254) NOT NULL, \"state\" varchar(16) NOT NULL DEFAULT ('pending'), \"frequency\" varchar(16) NOT NULL DEFAULT ('each'), \"categories\" varchar(1000) NOT NULL DEFAULT (''), \"requested_at\" datetime NOT NULL, \"confirmed_at\" datetime, \"unsubscribed_at\" datetime, \"consent_source\" varchar(300) NOT NULL, \"consent_version\" varchar(20) NOT NULL, \"ip_hash\" varchar(64) NOT NULL, \"confirmations_day\" varchar(10) NOT NULL DEFAULT (''), \"confirmations_sent\" integer NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_newsletter_subscribers_state\" ON \"newsletter_subscribers\" (\"state\", \"frequency\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_newsletter_subscribers_email\" ON \"newsletter_subscribers\" (\"email\") ");
    await queryRunner.query("CREATE TABLE \"newsletter_suppressions\" (\"email_hash\" varchar(64) PRIMARY KEY NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"newsletter_suppressions\"");
    await queryRunner.query("DROP INDEX \"uq_newsletter_subscribers_email\"");
    await queryRunner.query("DROP INDEX \"idx_newsletter_subscribers_state\"");
    await queryRunner.query("DROP TABLE \"newsletter_subscribers\"");
  }
}
