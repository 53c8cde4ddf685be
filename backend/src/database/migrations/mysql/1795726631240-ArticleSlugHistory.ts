import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleSlugHistory1795726631240 implements MigrationInterface {
  name = 'ArticleSlugHistory1795726631240';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `article_slugs` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(255) NOT NULL, `article_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_article_slugs_slug` (`slug`), INDEX `idx_article_slugs_article` (`article_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `article_slugs` ADD CONSTRAINT `FK_cb21ca36b3c23a89b89a46bec7b` FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `article_slugs` DROP FOREIGN KEY `FK_cb21ca36b3c23a89b89a46bec7b`");
    await queryRunner.query("DROP INDEX `idx_article_slugs_article` ON `article_slugs`");
    await queryRunner.query("DROP INDEX `uq_article_slugs_slug` ON `article_slugs`");
    await queryRunner.query("DROP TABLE `article_slugs`");
  }
}
