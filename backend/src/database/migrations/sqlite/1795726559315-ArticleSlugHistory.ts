import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleSlugHistory1795726559315 implements MigrationInterface {
  name = 'ArticleSlugHistory1795726559315';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"article_slugs\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"slug\" varchar(255) NOT NULL, \"article_id\" integer NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_article_slugs_slug\" ON \"article_slugs\" (\"slug\") ");
    await queryRunner.query("CREATE INDEX \"idx_article_slugs_article\" ON \"article_slugs\" (\"article_id\", \"id\") ");
    await queryRunner.query("DROP INDEX \"uq_article_slugs_slug\"");
    await queryRunner.query("DROP INDEX \"idx_article_slugs_article\"");
    await queryRunner.query("CREATE TABLE \"temporary_article_slugs\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"slug\" varchar(255) NOT NULL, \"article_id\" integer NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_cb21ca36b3c23a89b89a46bec7b\" FOREIGN KEY (\"article_id\") REFERENCES \"articles\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_article_slugs\"(\"id\", \"slug\", \"article_id\", \"created_at\") SELECT \"id\", \"slug\", \"article_id\", \"created_at\" FROM \"article_slugs\"");
    await queryRunner.query("DROP TABLE \"article_slugs\"");
    await queryRunner.query("ALTER TABLE \"temporary_article_slugs\" RENAME TO \"article_slugs\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_article_slugs_slug\" ON \"article_slugs\" (\"slug\") ");
    await queryRunner.query("CREATE INDEX \"idx_article_slugs_article\" ON \"article_slugs\" (\"article_id\", \"id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_article_slugs_article\"");
    await queryRunner.query("DROP INDEX \"uq_article_slugs_slug\"");
    await queryRunner.query("ALTER TABLE \"article_slugs\" RENAME TO \"temporary_article_slugs\"");
    await queryRunner.query("CREATE TABLE \"article_slugs\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"slug\" varchar(255) NOT NULL, \"article_id\" integer NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"article_slugs\"(\"id\", \"slug\", \"article_id\", \"created_at\") SELECT \"id\", \"slug\", \"article_id\", \"created_at\" FROM \"temporary_article_slugs\"");
    await queryRunner.query("DROP TABLE \"temporary_article_slugs\"");
    await queryRunner.query("CREATE INDEX \"idx_article_slugs_article\" ON \"article_slugs\" (\"article_id\", \"id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_article_slugs_slug\" ON \"article_slugs\" (\"slug\") ");
    await queryRunner.query("DROP INDEX \"idx_article_slugs_article\"");
    await queryRunner.query("DROP INDEX \"uq_article_slugs_slug\"");
    await queryRunner.query("DROP TABLE \"article_slugs\"");
  }
}
