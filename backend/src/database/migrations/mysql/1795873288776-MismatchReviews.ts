import { MigrationInterface, QueryRunner } from 'typeorm';

export class MismatchReviews1795873288776 implements MigrationInterface {
  name = 'MismatchReviews1795873288776';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `reward_mismatch_reviews` (`id` int NOT NULL AUTO_INCREMENT, `reward_id` int NOT NULL, `kind` varchar(20) NOT NULL, `run_id` int NOT NULL, `comment` text NOT NULL, `reviewed_by` int NULL, `reviewed_at` datetime NOT NULL, UNIQUE INDEX `uq_reward_mismatch_reviews_reward_kind` (`reward_id`, `kind`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `reward_mismatch_reviews` ADD CONSTRAINT `FK_7d88e7b4fb5921ae6f9ab998baa` FOREIGN KEY (`reward_id`) REFERENCES `rewards`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `reward_mismatch_reviews` ADD CONSTRAINT `FK_312bbae677191a37a7fd7ddde4f` FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `reward_mismatch_reviews` DROP FOREIGN KEY `FK_312bbae677191a37a7fd7ddde4f`");
    await queryRunner.query("ALTER TABLE `reward_mismatch_reviews` DROP FOREIGN KEY `FK_7d88e7b4fb5921ae6f9ab998baa`");
    await queryRunner.query("DROP INDEX `uq_reward_mismatch_reviews_reward_kind` ON `reward_mismatch_reviews`");
    await queryRunner.query("DROP TABLE `reward_mismatch_reviews`");
  }
}
