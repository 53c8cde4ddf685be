import { MigrationInterface, QueryRunner } from 'typeorm';

export class OfferAffiliates1795886488267 implements MigrationInterface {
  name = 'OfferAffiliates1795886488267';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"offer_affiliates\" (\"user_id\" integer PRIMARY KEY NOT NULL, \"client_id\" integer NOT NULL, \"affiliate_id\" integer NOT NULL, \"visitors\" integer NOT NULL DEFAULT (0), \"balance_cents\" integer NOT NULL DEFAULT (0), \"withdrawn_cents\" integer NOT NULL DEFAULT (0), \"refreshed_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"offer_affiliates\"");
  }
}
