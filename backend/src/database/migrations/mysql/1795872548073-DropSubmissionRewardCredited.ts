import { MigrationInterface, QueryRunner } from 'typeorm';

export class DropSubmissionRewardCredited1795872548073 implements MigrationInterface {
  name = 'DropSubmissionRewardCredited1795872548073';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `submissions` DROP COLUMN `reward_credited`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `submissions` ADD `reward_credited` tinyint NOT NULL DEFAULT 0");
  }
}
