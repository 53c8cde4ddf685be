import { MigrationInterface, QueryRunner } from 'typeorm';

export class StatsAndReconciliation1795726488862 implements MigrationInterface {
  name = 'StatsAndReconciliation1795726488862';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `article_views_daily` (`article_id` int NOT NULL, `day` date NOT NULL, `views` int NOT NULL DEFAULT '0', INDEX `idx_article_views_daily_day` (`day`, `article_id`, `views`), PRIMARY KEY (`article_id`, `day`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `reward_reconciliations` (`id` int NOT NULL AUTO_INCREMENT, `trigger` varchar(20) NOT NULL, `status` varchar(20) NOT NULL DEFAULT 'running', `total` int NOT NULL DEFAULT '0', `checked` int NOT NULL DEFAULT '0', `mismatch_count` int NOT NULL DEFAULT '0', `mismatches` mediumtext NULL, `error` text NULL, `started_at` datetime NOT NULL, `finished_at` datetime NULL, INDEX `idx_reward_reconciliations_started` (`started_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_reward_reconciliations_started` ON `reward_reconciliations`");
    await queryRunner.query("DROP TABLE `reward_reconciliations`");
    await queryRunner.query("DROP INDEX `idx_article_views_daily_day` ON `article_views_daily`");
    await queryRunner.query("DROP TABLE `article_views_daily`");
  }
}
