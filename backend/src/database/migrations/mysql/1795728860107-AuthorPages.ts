import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthorPages1795728860107 implements MigrationInterface {
  name = 'AuthorPages1795728860107';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The new index first: the author foreign key needs an index on author_id at every moment.
    await queryRunner.query("CREATE INDEX `idx_articles_author_published` ON `articles` (`author_id`, `status`, `published_at`, `id`)");
    await queryRunner.query("DROP INDEX `idx_articles_author_status` ON `articles`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX `idx_articles_author_status` ON `articles` (`author_id`, `status`)");
    await queryRunner.query("DROP INDEX `idx_articles_author_published` ON `articles`");
  }
}
