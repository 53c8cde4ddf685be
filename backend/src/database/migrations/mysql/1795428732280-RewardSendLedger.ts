import { MigrationInterface, QueryRunner } from 'typeorm';

export class RewardSendLedger1795428732280 implements MigrationInterface {
  name = 'RewardSendLedger1795428732280';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `rewards` ADD `whmcs_client_id` int NULL");
    await queryRunner.query("ALTER TABLE `rewards` ADD `sends` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `rewards` ADD `sent_at` datetime NULL");
    // Rewards not yet paid keep the client their author has now, the best record of "at approval" there is.
    await queryRunner.query("UPDATE `rewards` `r` INNER JOIN `users` `u` ON `u`.`id` = `r`.`user_id` SET `r`.`whmcs_client_id` = `u`.`whmcs_client_id`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `rewards` DROP COLUMN `sent_at`");
    await queryRunner.query("ALTER TABLE `rewards` DROP COLUMN `sends`");
    await queryRunner.query("ALTER TABLE `rewards` DROP COLUMN `whmcs_client_id`");
  }
}
