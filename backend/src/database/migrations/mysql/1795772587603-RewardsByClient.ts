import { MigrationInterface, QueryRunner } from 'typeorm';

export class RewardsByClient1795772587603 implements MigrationInterface {
  name = 'RewardsByClient1795772587603';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX `idx_rewards_client_status` ON `rewards` (`whmcs_client_id`, `status`, `id`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_rewards_client_status` ON `rewards`");
  }
}
