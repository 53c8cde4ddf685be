import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthorPages1795728857173 implements MigrationInterface {
  name = 'AuthorPages1795728857173';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_articles_author_status\"");
    await queryRunner.query("CREATE INDEX \"idx_articles_author_published\" ON \"articles\" (\"author_id\", \"status\", \"published_at\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_articles_author_published\"");
    await queryRunner.query("CREATE INDEX \"idx_articles_author_status\" ON \"articles\" (\"author_id\", \"status\") ");
  }
}
