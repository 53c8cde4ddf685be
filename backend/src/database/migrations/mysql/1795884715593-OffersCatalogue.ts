import { MigrationInterface, QueryRunner } from 'typeorm';

export class OffersCatalogue1795884715593 implements MigrationInterface {
  name = 'OffersCatalogue1795884715593';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `offer_clicks_daily` (`day` date NOT NULL, `article_id` int NOT NULL, `product_id` int NOT NULL, `clicks` int NOT NULL DEFAULT '0', INDEX `idx_offer_clicks_daily_product` (`product_id`, `day`), PRIMARY KEY (`day`, `article_id`, `product_id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `offer_products` (`pid` int NOT NULL, `gid` int NOT NULL, `kind` varchar(16) NOT NULL, `name` varchar(255) NOT NULL, `features` varchar(600) NOT NULL DEFAULT '', `prices` varchar(500) NOT NULL, `hidden` tinyint NOT NULL DEFAULT 0, `removed` tinyint NOT NULL DEFAULT 0, `changed_at` datetime NOT NULL, PRIMARY KEY (`pid`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `offer_sync_state` (`id` int NOT NULL, `last_success_at` datetime NULL, `last_attempt_at` datetime NULL, `last_error` varchar(500) NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `offer_sync_state`");
    await queryRunner.query("DROP TABLE `offer_products`");
    await queryRunner.query("DROP INDEX `idx_offer_clicks_daily_product` ON `offer_clicks_daily`");
    await queryRunner.query("DROP TABLE `offer_clicks_daily`");
  }
}
