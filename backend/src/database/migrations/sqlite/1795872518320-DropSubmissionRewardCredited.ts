import { MigrationInterface, QueryRunner } from 'typeorm';

export class DropSubmissionRewardCredited1795872518320 implements MigrationInterface {
  name = 'DropSubmissionRewardCredited1795872518320';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_submissions_submitted\"");
    await queryRunner.query("DROP INDEX \"idx_submissions_status_submitted\"");
    await queryRunner.query("DROP INDEX \"idx_submissions_contributor_status\"");
    await queryRunner.query("DROP INDEX \"uq_submissions_article\"");
    await queryRunner.query("CREATE TABLE \"temporary_submissions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer, \"contributor_id\" integer NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('pending'), \"submitted_at\" datetime NOT NULL, \"reviewed_at\" datetime, \"reviewed_by\" integer, \"admin_notes\" text, \"rejection_reason\" text, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_e9d501f7e7b80559a32f205dec6\" FOREIGN KEY (\"contributor_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_0819d26a47ddd824f4c0a4d56d6\" FOREIGN KEY (\"article_id\") REFERENCES \"articles\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_submissions\"(\"id\", \"article_id\", \"contributor_id\", \"status\", \"submitted_at\", \"reviewed_at\", \"reviewed_by\", \"admin_notes\", \"rejection_reason\", \"created_at\", \"updated_at\") SELECT \"id\", \"article_id\", \"contributor_id\", \"status\", \"submitted_at\", \"reviewed_at\", \"reviewed_by\", \"admin_notes\", \"rejection_reason\", \"created_at\", \"updated_at\" FROM \"submissions\"");
    await queryRunner.query("DROP TABLE \"submissions\"");
    await queryRunner.query("ALTER TABLE \"temporary_submissions\" RENAME TO \"submissions\"");
    await queryRunner.query("CREATE INDEX \"idx_submissions_submitted\" ON \"submissions\" (\"submitted_at\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"idx_submissions_status_submitted\" ON \"submissions\" (\"status\", \"submitted_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_submissions_contributor_status\" ON \"submissions\" (\"contributor_id\", \"status\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_submissions_article\" ON \"submissions\" (\"article_id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_submissions_article\"");
    await queryRunner.query("DROP INDEX \"idx_submissions_contributor_status\"");
    await queryRunner.query("DROP INDEX \"idx_submissions_status_submitted\"");
    await queryRunner.query("DROP INDEX \"idx_submissions_submitted\"");
    await queryRunner.query("ALTER TABLE \"submissions\" RENAME TO \"temporary_submissions\"");
    await queryRunner.query("CREATE TABLE \"submissions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"article_id\" integer, \"contributor_id\" integer NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('pending'), \"submitted_at\" datetime NOT NULL, \"reviewed_at\" datetime, \"reviewed_by\" integer, \"admin_notes\" text, \"rejection_reason\" text, \"reward_credited\" boolean NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_e9d501f7e7b80559a32f205dec6\" FOREIGN KEY (\"contributor_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_0819d26a47ddd824f4c0a4d56d6\" FOREIGN KEY (\"article_id\") REFERENCES \"articles\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"submissions\"(\"id\", \"article_id\", \"contributor_id\", \"status\", \"submitted_at\", \"reviewed_at\", \"reviewed_by\", \"admin_notes\", \"rejection_reason\", \"created_at\", \"updated_at\") SELECT \"id\", \"article_id\", \"contributor_id\", \"status\", \"submitted_at\", \"reviewed_at\", \"reviewed_by\", \"admin_notes\", \"rejection_reason\", \"created_at\", \"updated_at\" FROM \"temporary_submissions\"");
    await queryRunner.query("DROP TABLE \"temporary_submissions\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_submissions_article\" ON \"submissions\" (\"article_id\") ");
    await queryRunner.query("CREATE INDEX \"idx_submissions_contributor_status\" ON \"submissions\" (\"contributor_id\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"idx_submissions_status_submitted\" ON \"submissions\" (\"status\", \"submitted_at\") ");
    await queryRunner.query("CREATE INDEX \"idx_submissions_submitted\" ON \"submissions\" (\"submitted_at\", \"id\") ");
  }
}
