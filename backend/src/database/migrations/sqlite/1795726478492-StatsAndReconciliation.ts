import { MigrationInterface, QueryRunner } from 'typeorm';

export class StatsAndReconciliation1795726478492 implements MigrationInterface {
  name = 'StatsAndReconciliation1795726478492';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"article_views_daily\" (\"article_id\" integer NOT NULL, \"day\" date NOT NULL, \"views\" integer NOT NULL DEFAULT (0), PRIMARY KEY (\"article_id\", \"day\"))");
    await queryRunner.query("CREATE INDEX \"idx_article_views_daily_day\" ON \"article_views_daily\" (\"day\", \"article_id\", \"views\") ");
    await queryRunner.query("CREATE TABLE \"reward_reconciliations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"trigger\" varchar(20) NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('running'), \"total\" integer NOT NULL DEFAULT (0), \"checked\" integer NOT NULL DEFAULT (0), \"mismatch_count\" integer NOT NULL DEFAULT (0), \"mismatches\" text, \"error\" text, \"started_at\" datetime NOT NULL, \"finished_at\" datetime)");
    await queryRunner.query("CREATE INDEX \"idx_reward_reconciliations_started\" ON \"reward_reconciliations\" (\"started_at\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_reward_reconciliations_started\"");
    await queryRunner.query("DROP TABLE \"reward_reconciliations\"");
    await queryRunner.query("DROP INDEX \"idx_article_views_daily_day\"");
    await queryRunner.query("DROP TABLE \"article_views_daily\"");
  }
}
