import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleViews1795668693005 implements MigrationInterface {
  name = 'ArticleViews1795668693005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"article_views\" (\"article_id\" integer PRIMARY KEY NOT NULL, \"views\" integer NOT NULL DEFAULT (0))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"article_views\"");
  }
}
