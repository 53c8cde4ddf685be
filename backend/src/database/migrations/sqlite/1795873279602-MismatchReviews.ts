import { MigrationInterface, QueryRunner } from 'typeorm';

export class MismatchReviews1795873279602 implements MigrationInterface {
  name = 'MismatchReviews1795873279602';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"reward_mismatch_reviews\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reward_id\" integer NOT NULL, \"kind\" varchar(20) NOT NULL, \"run_id\" integer NOT NULL, \"comment\" text NOT NULL, \"reviewed_by\" integer, \"reviewed_at\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_reward_mismatch_reviews_reward_kind\" ON \"reward_mismatch_reviews\" (\"reward_id\", \"kind\") ");
    await queryRunner.query("DROP INDEX \"uq_reward_mismatch_reviews_reward_kind\"");
    await queryRunner.query("CREATE TABLE \"temporary_reward_mismatch_reviews\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reward_id\" integer NOT NULL, \"kind\" varchar(20) NOT NULL, \"run_id\" integer NOT NULL, \"comment\" text NOT NULL, \"reviewed_by\" integer, \"reviewed_at\" datetime NOT NULL, CONSTRAINT \"FK_7d88e7b4fb5921ae6f9ab998baa\" FOREIGN KEY (\"reward_id\") REFERENCES \"rewards\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_312bbae677191a37a7fd7ddde4f\" FOREIGN KEY (\"reviewed_by\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_reward_mismatch_reviews\"(\"id\", \"reward_id\", \"kind\", \"run_id\", \"comment\", \"reviewed_by\", \"reviewed_at\") SELECT \"id\", \"reward_id\", \"kind\", \"run_id\", \"comment\", \"reviewed_by\", \"reviewed_at\" FROM \"reward_mismatch_reviews\"");
    await queryRunner.query("DROP TABLE \"reward_mismatch_reviews\"");
    await queryRunner.query("ALTER TABLE \"temporary_reward_mismatch_reviews\" RENAME TO \"reward_mismatch_reviews\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_reward_mismatch_reviews_reward_kind\" ON \"reward_mismatch_reviews\" (\"reward_id\", \"kind\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_reward_mismatch_reviews_reward_kind\"");
    await queryRunner.query("ALTER TABLE \"reward_mismatch_reviews\" RENAME TO \"temporary_reward_mismatch_reviews\"");
    await queryRunner.query("CREATE TABLE \"reward_mismatch_reviews\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reward_id\" integer NOT NULL, \"kind\" varchar(20) NOT NULL, \"run_id\" integer NOT NULL, \"comment\" text NOT NULL, \"reviewed_by\" integer, \"reviewed_at\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"reward_mismatch_reviews\"(\"id\", \"reward_id\", \"kind\", \"run_id\", \"comment\", \"reviewed_by\", \"reviewed_at\") SELECT \"id\", \"reward_id\", \"kind\", \"run_id\", \"comment\", \"reviewed_by\", \"reviewed_at\" FROM \"temporary_reward_mismatch_reviews\"");
    await queryRunner.query("DROP TABLE \"temporary_reward_mismatch_reviews\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_reward_mismatch_reviews_reward_kind\" ON \"reward_mismatch_reviews\" (\"reward_id\", \"kind\") ");
    await queryRunner.query("DROP INDEX \"uq_reward_mismatch_reviews_reward_kind\"");
    await queryRunner.query("DROP TABLE \"reward_mismatch_reviews\"");
  }
}
