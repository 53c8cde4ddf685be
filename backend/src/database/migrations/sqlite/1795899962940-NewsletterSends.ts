import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterSends1795899962940 implements MigrationInterface {
  name = 'NewsletterSends1795899962940';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"newsletter_sends\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"send_key\" varchar(40) NOT NULL, \"kind\" varchar(10) NOT NULL, \"article_ids\" varchar(2000) NOT NULL, \"subject\" varchar(300) NOT NULL, \"state\" varchar(10) NOT NULL DEFAULT ('planning'), \"planned_through\" integer NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_newsletter_sends_key\" ON \"newsletter_sends\" (\"send_key\") ");
    await queryRunner.query("CREATE TABLE \"newsletter_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"send_id\" integer NOT NULL, \"subscriber_id\" integer NOT NULL, \"state\" varchar(10) NOT NULL DEFAULT ('queued'), \"claim\" varchar(36), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_newsletter_deliveries_subscriber\" ON \"newsletter_deliveries\" (\"subscriber_id\") ");
    await queryRunner.query("CREATE INDEX \"idx_newsletter_deliveries_send_state\" ON \"newsletter_deliveries\" (\"send_id\", \"state\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_newsletter_deliveries_send_subscriber\" ON \"newsletter_deliveries\" (\"send_id\", \"subscriber_id\") ");
    await queryRunner.query("DROP INDEX \"idx_articles_author_published\"");
    await queryRunner.query("DROP INDEX \"idx_articles_created\"");
    await queryRunner.query("DROP INDEX \"idx_articles_status_created\"");
    await queryRunner.query("DROP INDEX \"idx_articles_status_published\"");
    await queryRunner.query("DROP INDEX \"idx_articles_category_status_published\"");
    await queryRunner.query("DROP INDEX \"uq_articles_slug\"");
    await queryRunner.query("CREATE TABLE \"temporary_articles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"slug\" varchar(255) NOT NULL, \"short_description\" text, \"content\" text NOT NULL, \"featured_image\" varchar(500), \"category_id\" integer, \"author_id\" integer, \"status\" varchar(20) NOT NULL DEFAULT ('draft'), \"meta_title\" varchar(255), \"meta_description\" text, \"meta_keywords\" varchar(500), \"reading_time\" integer NOT NULL DEFAULT (1), \"views\" integer NOT NULL DEFAULT (0), \"published_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"focus_keyword\" varchar(100), \"newsletter_skip\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"FK_6515da4dff8db423ce4eb841490\" FOREIGN KEY (\"author_id\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_e025eeefcdb2a269c42484ee43f\" FOREIGN KEY (\"category_id\") REFERENCES \"categories\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_articles\"(\"id\", \"title\", \"slug\", \"short_description\", \"content\", \"featured_image\", \"category_id\", \"author_id\", \"status\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"reading_time\", \"views\", \"published_at\", \"created_at\", \"updated_at\", \"focus_keyword\") SELECT \"id\", \"title\", \"slug\", \"short_description\", \"content\", \"featured_image\", \"category_id\", \"author_id\", \"status\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"reading_time\", \"views\", \"published_at\", \"created_at\", \"updated_at\", \"focus_keyword\" FROM \"articles\"");
    await queryRunner.query("DROP TABLE \"articles\"");
    await queryRunner.query("ALTER TABLE \"temporary_articles\" RENAME TO \"articles\"");
    await queryRunner.query("CREATE INDEX \"idx_articles_author_published\" ON \"articles\" (\"author_id\", \"status\", \"published_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_created\" ON \"articles\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_status_created\" ON \"articles\" (\"status\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_status_published\" ON \"articles\" (\"status\", \"published_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_category_status_published\" ON \"articles\" (\"category_id\", \"status\", \"published_at\", \"id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_articles_slug\" ON \"articles\" (\"slug\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_articles_slug\"");
    await queryRunner.query("DROP INDEX \"idx_articles_category_status_published\"");
    await queryRunner.query("DROP INDEX \"idx_articles_status_published\"");
    await queryRunner.query("DROP INDEX \"idx_articles_status_created\"");
    await queryRunner.query("DROP INDEX \"idx_articles_created\"");
    await queryRunner.query("DROP INDEX \"idx_articles_author_published\"");
    await queryRunner.query("ALTER TABLE \"articles\" RENAME TO \"temporary_articles\"");
    await queryRunner.query("CREATE TABLE \"articles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"slug\" varchar(255) NOT NULL, \"short_description\" text, \"content\" text NOT NULL, \"featured_image\" varchar(500), \"category_id\" integer, \"author_id\" integer, \"status\" varchar(20) NOT NULL DEFAULT ('draft'), \"meta_title\" varchar(255), \"meta_description\" text, \"meta_keywords\" varchar(500), \"reading_time\" integer NOT NULL DEFAULT (1), \"views\" integer NOT NULL DEFAULT (0), \"published_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"focus_keyword\" varchar(100), CONSTRAINT \"FK_6515da4dff8db423ce4eb841490\" FOREIGN KEY (\"author_id\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_e025eeefcdb2a269c42484ee43f\" FOREIGN KEY (\"category_id\") REFERENCES \"categories\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"articles\"(\"id\", \"title\", \"slug\", \"short_description\", \"content\", \"featured_image\", \"category_id\", \"author_id\", \"status\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"reading_time\", \"views\", \"published_at\", \"created_at\", \"updated_at\", \"focus_keyword\") SELECT \"id\", \"title\", \"slug\", \"short_description\", \"content\", \"featured_image\", \"category_id\", \"author_id\", \"status\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"reading_time\", \"views\", \"published_at\", \"created_at\", \"updated_at\", \"focus_keyword\" FROM \"temporary_articles\"");
    await queryRunner.query("DROP TABLE \"temporary_articles\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_articles_slug\" ON \"articles\" (\"slug\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_category_status_published\" ON \"articles\" (\"category_id\", \"status\", \"published_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_status_published\" ON \"articles\" (\"status\", \"published_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_status_created\" ON \"articles\" (\"status\", \"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_created\" ON \"articles\" (\"created_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_articles_author_published\" ON \"articles\" (\"author_id\", \"status\", \"published_at\", \"id\") ");
    await queryRunner.query("DROP INDEX \"uq_newsletter_deliveries_send_subscriber\"");
    await queryRunner.query("DROP INDEX \"idx_newsletter_deliveries_send_state\"");
    await queryRunner.query("DROP INDEX \"idx_newsletter_deliveries_subscriber\"");
    await queryRunner.query("DROP TABLE \"newsletter_deliveries\"");
    await queryRunner.query("DROP INDEX \"uq_newsletter_sends_key\"");
    await queryRunner.query("DROP TABLE \"newsletter_sends\"");
  }
}
