import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795310994461 implements MigrationInterface {
  name = 'Initial1795310994461';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `categories` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `slug` varchar(120) NOT NULL, `description` text NULL, `color` varchar(7) NOT NULL DEFAULT '#FACC15', `icon` varchar(50) NOT NULL DEFAULT 'folder', `order_position` int NOT NULL DEFAULT '0', `is_active` tinyint NOT NULL DEFAULT 1, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_categories_slug` (`slug`), INDEX `idx_categories_active_order` (`is_active`, `order_position`, `name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `profile_tags` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(50) NOT NULL, `color` varchar(7) NOT NULL DEFAULT '#FCD34D', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_profile_tags_name` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `username` varchar(50) NOT NULL, `display_name` varchar(100) NULL, `email` varchar(191) NOT NULL, `password_hash` varchar(255) NULL, `avatar` varchar(500) NULL, `bio` text NULL, `role` varchar(20) NOT NULL DEFAULT 'contributor', `is_active` tinyint NOT NULL DEFAULT 1, `last_login` datetime NULL, `whmcs_client_id` int NULL, `token_version` int NOT NULL DEFAULT '0', `total_rewards_cents` int NOT NULL DEFAULT '0', `articles_approved` int NOT NULL DEFAULT '0', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_users_username` (`username`), UNIQUE INDEX `uq_users_email` (`email`), UNIQUE INDEX `uq_users_whmcs_client` (`whmcs_client_id`), INDEX `idx_users_ranking` (`role`, `articles_approved`, `total_rewards_cents`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `articles` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `slug` varchar(255) NOT NULL, `short_description` text NULL, `content` mediumtext NOT NULL, `featured_image` varchar(500) NULL, `category_id` int NULL, `author_id` int NULL, `status` varchar(20) NOT NULL DEFAULT 'draft', `meta_title` varchar(255) NULL, `meta_description` text NULL, `meta_keywords` varchar(500) NULL, `reading_time` int NOT NULL DEFAULT '1', `views` int NOT NULL DEFAULT '0', `published_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_articles_slug` (`slug`), INDEX `idx_articles_author_status` (`author_id`, `status`), INDEX `idx_articles_category_status_published` (`category_id`, `status`, `published_at`, `id`), INDEX `idx_articles_status_published` (`status`, `published_at`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `rewards` (`id` int NOT NULL AUTO_INCREMENT, `article_id` int NOT NULL, `article_title` varchar(255) NOT NULL, `submission_id` int NULL, `user_id` int NOT NULL, `amount_cents` int NOT NULL, `currency` varchar(3) NOT NULL, `status` varchar(20) NOT NULL DEFAULT 'pending', `attempts` int NOT NULL DEFAULT '0', `last_error` text NULL, `whmcs_credit_id` varchar(50) NULL, `credited_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_rewards_article` (`article_id`), INDEX `idx_rewards_created` (`created_at`), INDEX `idx_rewards_user_status` (`user_id`, `status`), INDEX `idx_rewards_status_updated` (`status`, `updated_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `settings` (`key` varchar(100) NOT NULL, `value` text NOT NULL, `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`key`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `submissions` (`id` int NOT NULL AUTO_INCREMENT, `article_id` int NULL, `contributor_id` int NOT NULL, `status` varchar(20) NOT NULL DEFAULT 'pending', `submitted_at` datetime NOT NULL, `reviewed_at` datetime NULL, `reviewed_by` int NULL, `admin_notes` text NULL, `rejection_reason` text NULL, `reward_credited` tinyint NOT NULL DEFAULT 0, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_submissions_article` (`article_id`), INDEX `idx_submissions_contributor_status` (`contributor_id`, `status`), INDEX `idx_submissions_status_submitted` (`status`, `submitted_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `submission_events` (`id` int NOT NULL AUTO_INCREMENT, `submission_id` int NOT NULL, `action` varchar(20) NOT NULL, `actor_id` int NULL, `reason` text NULL, `notes` text NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_submission_events_submission` (`submission_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `user_tags` (`user_id` int NOT NULL, `tag_id` int NOT NULL, INDEX `IDX_1876d8f8eff4211b216364381e` (`user_id`), INDEX `IDX_082dadc021168fef6e1afd42ad` (`tag_id`), PRIMARY KEY (`user_id`, `tag_id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `articles` ADD CONSTRAINT `FK_e025eeefcdb2a269c42484ee43f` FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `articles` ADD CONSTRAINT `FK_6515da4dff8db423ce4eb841490` FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `rewards` ADD CONSTRAINT `FK_119e21376b9f407077a81c05be2` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `submissions` ADD CONSTRAINT `FK_0819d26a47ddd824f4c0a4d56d6` FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `submissions` ADD CONSTRAINT `FK_e9d501f7e7b80559a32f205dec6` FOREIGN KEY (`contributor_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `submission_events` ADD CONSTRAINT `FK_8c2bb197e4311c469005597a877` FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `user_tags` ADD CONSTRAINT `FK_1876d8f8eff4211b216364381ec` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE");
    await queryRunner.query("ALTER TABLE `user_tags` ADD CONSTRAINT `FK_082dadc021168fef6e1afd42ad7` FOREIGN KEY (`tag_id`) REFERENCES `profile_tags`(`id`) ON DELETE CASCADE ON UPDATE CASCADE");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `user_tags` DROP FOREIGN KEY `FK_082dadc021168fef6e1afd42ad7`");
    await queryRunner.query("ALTER TABLE `user_tags` DROP FOREIGN KEY `FK_1876d8f8eff4211b216364381ec`");
    await queryRunner.query("ALTER TABLE `submission_events` DROP FOREIGN KEY `FK_8c2bb197e4311c469005597a877`");
    await queryRunner.query("ALTER TABLE `submissions` DROP FOREIGN KEY `FK_e9d501f7e7b80559a32f205dec6`");
    await queryRunner.query("ALTER TABLE `submissions` DROP FOREIGN KEY `FK_0819d26a47ddd824f4c0a4d56d6`");
    await queryRunner.query("ALTER TABLE `rewards` DROP FOREIGN KEY `FK_119e21376b9f407077a81c05be2`");
    await queryRunner.query("ALTER TABLE `articles` DROP FOREIGN KEY `FK_6515da4dff8db423ce4eb841490`");
    await queryRunner.query("ALTER TABLE `articles` DROP FOREIGN KEY `FK_e025eeefcdb2a269c42484ee43f`");
    await queryRunner.query("DROP INDEX `IDX_082dadc021168fef6e1afd42ad` ON `user_tags`");
    await queryRunner.query("DROP INDEX `IDX_1876d8f8eff4211b216364381e` ON `user_tags`");
    await queryRunner.query("DROP TABLE `user_tags`");
    await queryRunner.query("DROP INDEX `idx_submission_events_submission` ON `submission_events`");
    await queryRunner.query("DROP TABLE `submission_events`");
    await queryRunner.query("DROP INDEX `idx_submissions_status_submitted` ON `submissions`");
    await queryRunner.query("DROP INDEX `idx_submissions_contributor_status` ON `submissions`");
    await queryRunner.query("DROP INDEX `uq_submissions_article` ON `submissions`");
    await queryRunner.query("DROP TABLE `submissions`");
    await queryRunner.query("DROP TABLE `settings`");
    await queryRunner.query("DROP INDEX `idx_rewards_status_updated` ON `rewards`");
    await queryRunner.query("DROP INDEX `idx_rewards_user_status` ON `rewards`");
    await queryRunner.query("DROP INDEX `idx_rewards_created` ON `rewards`");
    await queryRunner.query("DROP INDEX `uq_rewards_article` ON `rewards`");
    await queryRunner.query("DROP TABLE `rewards`");
    await queryRunner.query("DROP INDEX `idx_articles_status_published` ON `articles`");
    await queryRunner.query("DROP INDEX `idx_articles_category_status_published` ON `articles`");
    await queryRunner.query("DROP INDEX `idx_articles_author_status` ON `articles`");
    await queryRunner.query("DROP INDEX `uq_articles_slug` ON `articles`");
    await queryRunner.query("DROP TABLE `articles`");
    await queryRunner.query("DROP INDEX `idx_users_ranking` ON `users`");
    await queryRunner.query("DROP INDEX `uq_users_whmcs_client` ON `users`");
    await queryRunner.query("DROP INDEX `uq_users_email` ON `users`");
    await queryRunner.query("DROP INDEX `uq_users_username` ON `users`");
    await queryRunner.query("DROP TABLE `users`");
    await queryRunner.query("DROP INDEX `uq_profile_tags_name` ON `profile_tags`");
    await queryRunner.query("DROP TABLE `profile_tags`");
    await queryRunner.query("DROP INDEX `idx_categories_active_order` ON `categories`");
    await queryRunner.query("DROP INDEX `uq_categories_slug` ON `categories`");
    await queryRunner.query("DROP TABLE `categories`");
  }
}
