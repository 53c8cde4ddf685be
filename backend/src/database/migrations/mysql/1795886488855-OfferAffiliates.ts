import { MigrationInterface, QueryRunner } from 'typeorm';

export class OfferAffiliates1795886488855 implements MigrationInterface {
  name = 'OfferAffiliates1795886488855';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `offer_affiliates` (`user_id` int NOT NULL, `client_id` int NOT NULL, `affiliate_id` int NOT NULL, `visitors` int NOT NULL DEFAULT '0', `balance_cents` int NOT NULL DEFAULT '0', `withdrawn_cents` int NOT NULL DEFAULT '0', `refreshed_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`user_id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `offer_affiliates`");
  }
}
