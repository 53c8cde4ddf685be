import { MigrationInterface, QueryRunner } from 'typeorm';

export class RevisionsAndScheduling1795470789295 implements MigrationInterface {
  name = 'RevisionsAndScheduling1795470789295';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `article_revisions` (`id` int NOT NULL AUTO_INCREMENT, `article_id` int NOT NULL, `author_id` int NULL, `kind` varchar(20) NOT NULL, `status` varchar(20) NOT NULL, `source_revision_id` int NULL, `title` varchar(255) NOT NULL, `content` mediumtext NOT NULL, `short_description` text NULL, `featured_image` varchar(500) NULL, `category_id` int NULL, `meta_title` varchar(255) NULL, `meta_description` text NULL, `meta_keywords` varchar(500) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `idx_article_revisions_article` (`article_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `article_working_copies` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `target` varchar(32) NOT NULL, `article_id` int NULL, `title` varchar(255) NOT NULL DEFAULT '', `slug` varchar(255) NOT NULL DEFAULT '', `content` mediumtext NOT NULL, `short_description` text NULL, `featured_image` varchar(500) NULL, `category_id` int NULL, `meta_title` varchar(255) NULL, `meta_description` text NULL, `meta_keywords` varchar(500) NULL, `base_updated_at` datetime NULL, `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_working_copies_user_target` (`user_id`, `target`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `article_revisions` ADD CONSTRAINT `FK_d710c0a22d74814285c06f8994d` FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `article_revisions` ADD CONSTRAINT `FK_31c9825d33ae4fbddd77f99c717` FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `article_working_copies` ADD CONSTRAINT `FK_35f4fb0b51f054beb18e360998a` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `article_working_copies` ADD CONSTRAINT `FK_b8cd87c53f16c3644379c7ef407` FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    // Every existing article starts its history with the version it has now.
    await queryRunner.query(
      "INSERT INTO article_revisions (article_id, author_id, kind, status, title, content, short_description, featured_image, category_id, meta_title, meta_description, meta_keywords, created_at) SELECT id, author_id, 'initial', status, title, content, short_description, featured_image, category_id, meta_title, meta_description, meta_keywords, updated_at FROM articles",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `article_working_copies` DROP FOREIGN KEY `FK_b8cd87c53f16c3644379c7ef407`");
    await queryRunner.query("ALTER TABLE `article_working_copies` DROP FOREIGN KEY `FK_35f4fb0b51f054beb18e360998a`");
    await queryRunner.query("ALTER TABLE `article_revisions` DROP FOREIGN KEY `FK_31c9825d33ae4fbddd77f99c717`");
    await queryRunner.query("ALTER TABLE `article_revisions` DROP FOREIGN KEY `FK_d710c0a22d74814285c06f8994d`");
    await queryRunner.query("DROP INDEX `uq_working_copies_user_target` ON `article_working_copies`");
    await queryRunner.query("DROP TABLE `article_working_copies`");
    await queryRunner.query("DROP INDEX `idx_article_revisions_article` ON `article_revisions`");
    await queryRunner.query("DROP TABLE `article_revisions`");
  }
}
