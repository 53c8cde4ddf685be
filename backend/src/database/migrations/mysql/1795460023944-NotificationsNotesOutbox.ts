import { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationsNotesOutbox1795460023944 implements MigrationInterface {
  name = 'NotificationsNotesOutbox1795460023944';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `outbox_messages` (`id` int NOT NULL AUTO_INCREMENT, `to_address` varchar(255) NOT NULL, `subject` varchar(300) NOT NULL, `text_body` text NOT NULL, `html_body` mediumtext NOT NULL, `headers` text NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_outbox_created` (`created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `notifications` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `kind` varchar(40) NOT NULL, `title` varchar(300) NOT NULL, `body` text NULL, `link` varchar(300) NOT NULL, `submission_id` int NULL, `article_id` int NULL, `read_at` datetime NULL, `mail_state` varchar(12) NOT NULL DEFAULT 'pending', `mail_attempts` int NOT NULL DEFAULT '0', `mail_error` text NULL, `mailed_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_notifications_mail` (`mail_state`, `created_at`), INDEX `idx_notifications_user_read` (`user_id`, `read_at`), INDEX `idx_notifications_user_created` (`user_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `submission_notes` (`id` int NOT NULL AUTO_INCREMENT, `submission_id` int NOT NULL, `author_id` int NULL, `body` text NOT NULL, `resolved_at` datetime NULL, `resolved_by` int NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_submission_notes_submission` (`submission_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `users` ADD `email_opt_out` varchar(255) NOT NULL DEFAULT ''");
    await queryRunner.query("ALTER TABLE `notifications` ADD CONSTRAINT `FK_9a8a82462cab47c73d25f49261f` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `submission_notes` ADD CONSTRAINT `FK_1e6ea8b82ed4472f887ee1b4e54` FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `submission_notes` ADD CONSTRAINT `FK_16b981ab859e3cb3cb4fb109f35` FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `submission_notes` DROP FOREIGN KEY `FK_16b981ab859e3cb3cb4fb109f35`");
    await queryRunner.query("ALTER TABLE `submission_notes` DROP FOREIGN KEY `FK_1e6ea8b82ed4472f887ee1b4e54`");
    await queryRunner.query("ALTER TABLE `notifications` DROP FOREIGN KEY `FK_9a8a82462cab47c73d25f49261f`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `email_opt_out`");
    await queryRunner.query("DROP INDEX `idx_submission_notes_submission` ON `submission_notes`");
    await queryRunner.query("DROP TABLE `submission_notes`");
    await queryRunner.query("DROP INDEX `idx_notifications_user_created` ON `notifications`");
    await queryRunner.query("DROP INDEX `idx_notifications_user_read` ON `notifications`");
    await queryRunner.query("DROP INDEX `idx_notifications_mail` ON `notifications`");
    await queryRunner.query("DROP TABLE `notifications`");
    await queryRunner.query("DROP INDEX `idx_outbox_created` ON `outbox_messages`");
    await queryRunner.query("DROP TABLE `outbox_messages`");
  }
}
