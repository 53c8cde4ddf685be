import { MigrationInterface, QueryRunner } from 'typeorm';

export class BackOfficeListIndexes1795490238922 implements MigrationInterface {
  name = 'BackOfficeListIndexes1795490238922';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX `idx_users_created` ON `users` (`created_at`, `id`)");
    await queryRunner.query("CREATE INDEX `idx_articles_status_created` ON `articles` (`status`, `created_at`, `id`)");
    await queryRunner.query("CREATE INDEX `idx_articles_created` ON `articles` (`created_at`, `id`)");
    await queryRunner.query("CREATE INDEX `idx_submissions_submitted` ON `submissions` (`submitted_at`, `id`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_submissions_submitted` ON `submissions`");
    await queryRunner.query("DROP INDEX `idx_articles_created` ON `articles`");
    await queryRunner.query("DROP INDEX `idx_articles_status_created` ON `articles`");
    await queryRunner.query("DROP INDEX `idx_users_created` ON `users`");
  }
}
