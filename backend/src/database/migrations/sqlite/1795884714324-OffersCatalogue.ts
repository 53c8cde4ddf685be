import { MigrationInterface, QueryRunner } from 'typeorm';

export class OffersCatalogue1795884714324 implements MigrationInterface {
  name = 'OffersCatalogue1795884714324';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"offer_clicks_daily\" (\"day\" date NOT NULL, \"article_id\" integer NOT NULL, \"product_id\" integer NOT NULL, \"clicks\" integer NOT NULL DEFAULT (0), PRIMARY KEY (\"day\", \"article_id\", \"product_id\"))");
    await queryRunner.query("CREATE INDEX \"idx_offer_clicks_daily_product\" ON \"offer_clicks_daily\" (\"product_id\", \"day\") ");
    await queryRunner.query("CREATE TABLE \"offer_products\" (\"pid\" integer PRIMARY KEY NOT NULL, \"gid\" integer NOT NULL, \"kind\" varchar(16) NOT NULL, \"name\" varchar(255) NOT NULL, \"features\" varchar(600) NOT NULL DEFAULT (''), \"prices\" varchar(500) NOT NULL, \"hidden\" boolean NOT NULL DEFAULT (0), \"removed\" boolean NOT NULL DEFAULT (0), \"changed_at\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"offer_sync_state\" (\"id\" integer PRIMARY KEY NOT NULL, \"last_success_at\" datetime, \"last_attempt_at\" datetime, \"last_error\" varchar(500))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"offer_sync_state\"");
    await queryRunner.query("DROP TABLE \"offer_products\"");
    await queryRunner.query("DROP INDEX \"idx_offer_clicks_daily_product\"");
    await queryRunner.query("DROP TABLE \"offer_clicks_daily\"");
  }
}
