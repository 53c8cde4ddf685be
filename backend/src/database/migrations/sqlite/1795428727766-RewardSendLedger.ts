import { MigrationInterface, QueryRunner } from 'typeorm';

export class RewardSendLedger1795428727766 implements MigrationInterface {
  name = 'RewardSendLedger1795428727766';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_rewards_status_updated\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_user_status\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_created\"");
    await queryRunner.query("DROP INDEX \"uq_rewards_article\"");
    await queryRunner.query("CREATE TABLE \"temporary_rewards\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer NOT NULL, \"article_title\" varchar(255) NOT NULL, \"submission_id\" integer, \"user_id\" integer NOT NULL, \"amount_cents\" integer NOT NULL, \"currency\" varchar(3) NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('pending'), \"attempts\" integer NOT NULL DEFAULT (0), \"last_error\" text, \"whmcs_credit_id\" varchar(50), \"credited_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"whmcs_client_id\" integer, \"sends\" integer NOT NULL DEFAULT (0), \"sent_at\" datetime, CONSTRAINT \"FK_119e21376b9f407077a81c05be2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_rewards\"(\"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\") SELECT \"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\" FROM \"rewards\"");
    await queryRunner.query("DROP TABLE \"rewards\"");
    await queryRunner.query("ALTER TABLE \"temporary_rewards\" RENAME TO \"rewards\"");
    await queryRunner.query("CREATE INDEX \"idx_rewards_status_updated\" ON \"rewards\" (\"status\", \"updated_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_user_status\" ON \"rewards\" (\"user_id\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_created\" ON \"rewards\" (\"created_at\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_rewards_article\" ON \"rewards\" (\"article_id\") ");
    // Rewards not yet paid keep the client their author has now, the best record of "at approval" there is.
    await queryRunner.query("UPDATE \"rewards\" SET \"whmcs_client_id\" = (SELECT \"whmcs_client_id\" FROM \"users\" WHERE \"users\".\"id\" = \"rewards\".\"user_id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_rewards_article\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_created\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_user_status\"");
    await queryRunner.query("DROP INDEX \"idx_rewards_status_updated\"");
    await queryRunner.query("ALTER TABLE \"rewards\" RENAME TO \"temporary_rewards\"");
    await queryRunner.query("CREATE TABLE \"rewards\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer NOT NULL, \"article_title\" varchar(255) NOT NULL, \"submission_id\" integer, \"user_id\" integer NOT NULL, \"amount_cents\" integer NOT NULL, \"currency\" varchar(3) NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('pending'), \"attempts\" integer NOT NULL DEFAULT (0), \"last_error\" text, \"whmcs_credit_id\" varchar(50), \"credited_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_119e21376b9f407077a81c05be2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"rewards\"(\"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\") SELECT \"id\", \"article_id\", \"article_title\", \"submission_id\", \"user_id\", \"amount_cents\", \"currency\", \"status\", \"attempts\", \"last_error\", \"whmcs_credit_id\", \"credited_at\", \"created_at\", \"updated_at\" FROM \"temporary_rewards\"");
    await queryRunner.query("DROP TABLE \"temporary_rewards\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_rewards_article\" ON \"rewards\" (\"article_id\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_created\" ON \"rewards\" (\"created_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_user_status\" ON \"rewards\" (\"user_id\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"idx_rewards_status_updated\" ON \"rewards\" (\"status\", \"updated_at\") ");
  }
}
