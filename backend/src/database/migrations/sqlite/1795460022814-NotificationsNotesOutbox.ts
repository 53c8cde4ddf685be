import { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationsNotesOutbox1795460022814 implements MigrationInterface {
  name = 'NotificationsNotesOutbox1795460022814';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"outbox_messages\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"to_address\" varchar(255) NOT NULL, \"subject\" varchar(300) NOT NULL, \"text_body\" text NOT NULL, \"html_body\" text NOT NULL, \"headers\" text NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_outbox_created\" ON \"outbox_messages\" (\"created_at\") ");
    await queryRunner.query("CREATE TABLE \"notifications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"kind\" varchar(40) NOT NULL, \"title\" varchar(300) NOT NULL, \"body\" text, \"link\" varchar(300) NOT NULL, \"submission_id\" integer, \"article_id\" integer, \"read_at\" datetime, \"mail_state\" varchar(12) NOT NULL DEFAULT ('pending'), \"mail_attempts\" integer NOT NULL DEFAULT (0), \"mail_error\" text, \"mailed_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_notifications_mail\" ON \"notifications\" (\"mail_state\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_read\" ON \"notifications\" (\"user_id\", \"read_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_created\" ON \"notifications\" (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"submission_notes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"submission_id\" integer NOT NULL, \"author_id\" integer, \"body\" text NOT NULL, \"resolved_at\" datetime, \"resolved_by\" integer, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE INDEX \"idx_submission_notes_submission\" ON \"submission_notes\" (\"submission_id\", \"created_at\") ");
    await queryRunner.query("DROP INDEX \"idx_users_ranking\"");
    await queryRunner.query("DROP INDEX \"uq_users_whmcs_client\"");
    await queryRunner.query("DROP INDEX \"uq_users_email\"");
    await queryRunner.query("DROP INDEX \"uq_users_username\"");
    await queryRunner.query("CREATE TABLE \"temporary_users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"username\" varchar(50) NOT NULL, \"display_name\" varchar(100), \"email\" varchar(191) NOT NULL, \"password_hash\" varchar(255), \"avatar\" varchar(500), \"bio\" text, \"role\" varchar(20) NOT NULL DEFAULT ('contributor'), \"is_active\" boolean NOT NULL DEFAULT (1), \"last_login\" datetime, \"whmcs_client_id\" integer, \"token_version\" integer NOT NULL DEFAULT (0), \"total_rewards_cents\" integer NOT NULL DEFAULT (0), \"articles_approved\" integer NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"email_opt_out\" varchar(255) NOT NULL DEFAULT (''))");
    await queryRunner.query("INSERT INTO \"temporary_users\"(\"id\", \"username\", \"display_name\", \"email\", \"password_hash\", \"avatar\", \"bio\", \"role\", \"is_active\", \"last_login\", \"whmcs_client_id\", \"token_version\", \"total_rewards_cents\", \"articles_approved\", \"created_at\", \"updated_at\") SELECT \"id\", \"username\", \"display_name\", \"email\", \"password_hash\", \"avatar\", \"bio\", \"role\", \"is_active\", \"last_login\", \"whmcs_client_id\", \"token_version\", \"total_rewards_cents\", \"articles_approved\", \"created_at\", \"updated_at\" FROM \"users\"");
    await queryRunner.query("DROP TABLE \"users\"");
    await queryRunner.query("ALTER TABLE \"temporary_users\" RENAME TO \"users\"");
    await queryRunner.query("CREATE INDEX \"idx_users_ranking\" ON \"users\" (\"role\", \"articles_approved\", \"total_rewards_cents\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_whmcs_client\" ON \"users\" (\"whmcs_client_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_email\" ON \"users\" (\"email\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_username\" ON \"users\" (\"username\") ");
    await queryRunner.query("DROP INDEX \"idx_notifications_mail\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_user_read\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_user_created\"");
    await queryRunner.query("CREATE TABLE \"temporary_notifications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"kind\" varchar(40) NOT NULL, \"title\" varchar(300) NOT NULL, \"body\" text, \"link\" varchar(300) NOT NULL, \"submission_id\" integer, \"article_id\" integer, \"read_at\" datetime, \"mail_state\" varchar(12) NOT NULL DEFAULT ('pending'), \"mail_attempts\" integer NOT NULL DEFAULT (0), \"mail_error\" text, \"mailed_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_9a8a82462cab47c73d25f49261f\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_notifications\"(\"id\", \"user_id\", \"kind\", \"title\", \"body\", \"link\", \"submission_id\", \"article_id\", \"read_at\", \"mail_state\", \"mail_attempts\", \"mail_error\", \"mailed_at\", \"created_at\") SELECT \"id\", \"user_id\", \"kind\", \"title\", \"body\", \"link\", \"submission_id\", \"article_id\", \"read_at\", \"mail_state\", \"mail_attempts\", \"mail_error\", \"mailed_at\", \"created_at\" FROM \"notifications\"");
    await queryRunner.query("DROP TABLE \"notifications\"");
    await queryRunner.query("ALTER TABLE \"temporary_notifications\" RENAME TO \"notifications\"");
    await queryRunner.query("CREATE INDEX \"idx_notifications_mail\" ON \"notifications\" (\"mail_state\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_read\" ON \"notifications\" (\"user_id\", \"read_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_created\" ON \"notifications\" (\"user_id\", \"created_at\") ");
    await queryRunner.query("DROP INDEX \"idx_submission_notes_submission\"");
    await queryRunner.query("CREATE TABLE \"temporary_submission_notes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"submission_id\" integer NOT NULL, \"author_id\" integer, \"body\" text NOT NULL, \"resolved_at\" datetime, \"resolved_by\" integer, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_1e6ea8b82ed4472f887ee1b4e54\" FOREIGN KEY (\"submission_id\") REFERENCES \"submissions\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_16b981ab859e3cb3cb4fb109f35\" FOREIGN KEY (\"author_id\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_submission_notes\"(\"id\", \"submission_id\", \"author_id\", \"body\", \"resolved_at\", \"resolved_by\", \"created_at\") SELECT \"id\", \"submission_id\", \"author_id\", \"body\", \"resolved_at\", \"resolved_by\", \"created_at\" FROM \"submission_notes\"");
    await queryRunner.query("DROP TABLE \"submission_notes\"");
    await queryRunner.query("ALTER TABLE \"temporary_submission_notes\" RENAME TO \"submission_notes\"");
    await queryRunner.query("CREATE INDEX \"idx_submission_notes_submission\" ON \"submission_notes\" (\"submission_id\", \"created_at\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_submission_notes_submission\"");
    await queryRunner.query("ALTER TABLE \"submission_notes\" RENAME TO \"temporary_submission_notes\"");
    await queryRunner.query("CREATE TABLE \"submission_notes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"submission_id\" integer NOT NULL, \"author_id\" integer, \"body\" text NOT NULL, \"resolved_at\" datetime, \"resolved_by\" integer, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"submission_notes\"(\"id\", \"submission_id\", \"author_id\", \"body\", \"resolved_at\", \"resolved_by\", \"created_at\") SELECT \"id\", \"submission_id\", \"author_id\", \"body\", \"resolved_at\", \"resolved_by\", \"created_at\" FROM \"temporary_submission_notes\"");
    await queryRunner.query("DROP TABLE \"temporary_submission_notes\"");
    await queryRunner.query("CREATE INDEX \"idx_submission_notes_submission\" ON \"submission_notes\" (\"submission_id\", \"created_at\") ");
    await queryRunner.query("DROP INDEX \"idx_notifications_user_created\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_user_read\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_mail\"");
    await queryRunner.query("ALTER TABLE \"notifications\" RENAME TO \"temporary_notifications\"");
    await queryRunner.query("CREATE TABLE \"notifications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"kind\" varchar(40) NOT NULL, \"title\" varchar(300) NOT NULL, \"body\" text, \"link\" varchar(300) NOT NULL, \"submission_id\" integer, \"article_id\" integer, \"read_at\" datetime, \"mail_state\" varchar(12) NOT NULL DEFAULT ('pending'), \"mail_attempts\" integer NOT NULL DEFAULT (0), \"mail_error\" text, \"mailed_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"notifications\"(\"id\", \"user_id\", \"kind\", \"title\", \"body\", \"link\", \"submission_id\", \"article_id\", \"read_at\", \"mail_state\", \"mail_attempts\", \"mail_error\", \"mailed_at\", \"created_at\") SELECT \"id\", \"user_id\", \"kind\", \"title\", \"body\", \"link\", \"submission_id\", \"article_id\", \"read_at\", \"mail_state\", \"mail_attempts\", \"mail_error\", \"mailed_at\", \"created_at\" FROM \"temporary_notifications\"");
    await queryRunner.query("DROP TABLE \"temporary_notifications\"");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_created\" ON \"notifications\" (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_read\" ON \"notifications\" (\"user_id\", \"read_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_notifications_mail\" ON \"notifications\" (\"mail_state\", \"created_at\") ");
    await queryRunner.query("DROP INDEX \"uq_users_username\"");
    await queryRunner.query("DROP INDEX \"uq_users_email\"");
    await queryRunner.query("DROP INDEX \"uq_users_whmcs_client\"");
    await queryRunner.query("DROP INDEX \"idx_users_ranking\"");
    await queryRunner.query("ALTER TABLE \"users\" RENAME TO \"temporary_users\"");
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"username\" varchar(50) NOT NULL, \"display_name\" varchar(100), \"email\" varchar(191) NOT NULL, \"password_hash\" varchar(255), \"avatar\" varchar(500), \"bio\" text, \"role\" varchar(20) NOT NULL DEFAULT ('contributor'), \"is_active\" boolean NOT NULL DEFAULT (1), \"last_login\" datetime, \"whmcs_client_id\" integer, \"token_version\" integer NOT NULL DEFAULT (0), \"total_rewards_cents\" integer NOT NULL DEFAULT (0), \"articles_approved\" integer NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"users\"(\"id\", \"username\", \"display_name\", \"email\", \"password_hash\", \"avatar\", \"bio\", \"role\", \"is_active\", \"last_login\", \"whmcs_client_id\", \"token_version\", \"total_rewards_cents\", \"articles_approved\", \"created_at\", \"updated_at\") SELECT \"id\", \"username\", \"display_name\", \"email\", \"password_hash\", \"avatar\", \"bio\", \"role\", \"is_active\", \"last_login\", \"whmcs_client_id\", \"token_version\", \"total_rewards_cents\", \"articles_approved\", \"created_at\", \"updated_at\" FROM \"temporary_users\"");
    await queryRunner.query("DROP TABLE \"temporary_users\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_username\" ON \"users\" (\"username\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_email\" ON \"users\" (\"email\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_whmcs_client\" ON \"users\" (\"whmcs_client_id\") ");
    await queryRunner.query("CREATE INDEX \"idx_users_ranking\" ON \"users\" (\"role\", \"articles_approved\", \"total_rewards_cents\") ");
    await queryRunner.query("DROP INDEX \"idx_submission_notes_submission\"");
    await queryRunner.query("DROP TABLE \"submission_notes\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_user_created\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_user_read\"");
    await queryRunner.query("DROP INDEX \"idx_notifications_mail\"");
    await queryRunner.query("DROP TABLE \"notifications\"");
    await queryRunner.query("DROP INDEX \"idx_outbox_created\"");
    await queryRunner.query("DROP TABLE \"outbox_messages\"");
  }
}
