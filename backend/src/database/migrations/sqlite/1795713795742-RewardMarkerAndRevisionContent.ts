import { MigrationInterface, QueryRunner } from 'typeorm';

export class RewardMarkerAndRevisionContent1795713795742 implements MigrationInterface {
  name = 'RewardMarkerAndRevisionContent1795713795742';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"installation_values\" (\"key\" varchar(100) PRIMARY KEY NOT NULL, \"value\" varchar(255) NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("DROP INDEX \"idx_article_revisions_article\"");
    await queryRunner.query("CREATE TABLE \"temporary_article_revisions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer NOT NULL, \"author_id\" integer, \"kind\" varchar(20) NOT NULL, \"status\" varchar(20) NOT NULL, \"source_revision_id\" integer, \"title\" varchar(255) NOT NULL, \"content\" text NOT NULL, \"short_description\" text, \"featured_image\" varchar(500), \"category_id\" integer, \"meta_title\" varchar(255), \"meta_description\" text, \"meta_keywords\" varchar(500), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"content_hash\" varchar(64), \"content_from_id\" integer, CONSTRAINT \"FK_31c9825d33ae4fbddd77f99c717\" FOREIGN KEY (\"author_id\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_d710c0a22d74814285c06f8994d\" FOREIGN KEY (\"article_id\") REFERENCES \"articles\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_article_revisions\"(\"id\", \"article_id\", \"author_id\", \"kind\", \"status\", \"source_revision_id\", \"title\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"created_at\") SELECT \"id\", \"article_id\", \"author_id\", \"kind\", \"status\", \"source_revision_id\", \"title\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"created_at\" FROM \"article_revisions\"");
    await queryRunner.query("DROP TABLE \"article_revisions\"");
    await queryRunner.query("ALTER TABLE \"temporary_article_revisions\" RENAME TO \"article_revisions\"");
    await queryRunner.query("CREATE INDEX \"idx_article_revisions_article\" ON \"article_revisions\" (\"article_id\", \"created_at\") ");
    await queryRunner.query("DROP INDEX \"uq_rewards_article\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_created\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_user_status\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_status_updated\"");
    await queryRunner.query("CREATE TABLE \"temporary_rewards\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer NOT NULL, \"article_title\" varchar(255) NOT NULL, \"submission_id\" integer, \"user_id\" integer NOT NULL, \"amount_cents\" integer NOT NULL, \"currency\" varchar(3) NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('pending'), \"attempts\" integer NOT NULL DEFAULT (0), \"last_error\" text, \"whmcs_credit_id\" varchar(50), \"credited_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"whmcs_client_id\" integer, \"sends\" integer NOT NULL DEFAULT (0), \"sent_at\" datetime, \"legacy_marker\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"FK_119e21376b9f407077a81c05be2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_rewards\"(\"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\", \"whmcs_client_id\", \"sends\", \"sent_at\") SELECT \"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\", \"whmcs_client_id\", \"sends\", \"sent_at\" FROM \"rewards\"");
    await queryRunner.query("DROP TABLE \"rewards\"");
    await queryRunner.query("ALTER TABLE \"temporary_rewards\" RENAME TO \"rewards\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_rewards_article\" ON \"rewards\" (\"article_id\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_created\" ON \"rewards\" (\"created_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_user_status\" ON \"rewards\" (\"user_id\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_status_updated\" ON \"rewards\" (\"status\", \"updated_at\") ");
    // Rewards already sent may carry the older marker; only they accept it (rewards.legacy_marker).
    await queryRunner.query('UPDATE "rewards" SET "legacy_marker" = 1 WHERE "sends" > 0');
    await queryRunner.query("CREATE INDEX \"idx_article_revisions_content\" ON \"article_revisions\" (\"article_id\", \"content_hash\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_article_revisions_content\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_status_updated\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_user_status\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_created\"");
    await queryRunner.query("DROP INDEX \"uq_rewards_article\"");
    await queryRunner.query("ALTER TABLE \"rewards\" RENAME TO \"temporary_rewards\"");
    await queryRunner.query("CREATE TABLE \"rewards\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer NOT NULL, \"article_title\" varchar(255) NOT NULL, \"submission_id\" integer, \"user_id\" integer NOT NULL, \"amount_cents\" integer NOT NULL, \"currency\" varchar(3) NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('pending'), \"attempts\" integer NOT NULL DEFAULT (0), \"last_error\" text, \"whmcs_credit_id\" varchar(50), \"credited_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"whmcs_client_id\" integer, \"sends\" integer NOT NULL DEFAULT (0), \"sent_at\" datetime, CONSTRAINT \"FK_119e21376b9f407077a81c05be2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"rewards\"(\"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\", \"whmcs_client_id\", \"sends\", \"sent_at\") SELECT \"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\", \"whmcs_client_id\", \"sends\", \"sent_at\" FROM \"temporary_rewards\"");
    await queryRunner.query("DROP TABLE \"temporary_rewards\"");
    await queryRunner.query("CREATE INDEX \"idx_rewards_status_updated\" ON \"rewards\" (\"status\", \"updated_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_user_status\" ON \"rewards\" (\"user_id\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_created\" ON \"rewards\" (\"created_at\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_rewards_article\" ON \"rewards\" (\"article_id\") ");
    await queryRunner.query("DROP INDEX \"idx_article_revisions_article\"");
    await queryRunner.query("ALTER TABLE \"article_revisions\" RENAME TO \"temporary_article_revisions\"");
    await queryRunner.query("CREATE TABLE \"article_revisions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer NOT NULL, \"author_id\" integer, \"kind\" varchar(20) NOT NULL, \"status\" varchar(20) NOT NULL, \"source_revision_id\" integer, \"title\" varchar(255) NOT NULL, \"content\" text NOT NULL, \"short_description\" text, \"featured_image\" varchar(500), \"category_id\" integer, \"meta_title\" varchar(255), \"meta_description\" text, \"meta_keywords\" varchar(500), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_31c9825d33ae4fbddd77f99c717\" FOREIGN KEY (\"author_id\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_d710c0a22d74814285c06f8994d\" FOREIGN KEY (\"article_id\") REFERENCES \"articles\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"article_revisions\"(\"id\", \"article_id\", \"author_id\", \"kind\", \"status\", \"source_revision_id\", \"title\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"created_at\") SELECT \"id\", \"article_id\", \"author_id\", \"kind\", \"status\", \"source_revision_id\", \"title\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"created_at\" FROM \"temporary_article_revisions\"");
    await queryRunner.query("DROP TABLE \"temporary_article_revisions\"");
    await queryRunner.query("CREATE INDEX \"idx_article_revisions_article\" ON \"article_revisions\" (\"article_id\", \"created_at\") ");
    await queryRunner.query("DROP TABLE \"installation_values\"");
  }
}
