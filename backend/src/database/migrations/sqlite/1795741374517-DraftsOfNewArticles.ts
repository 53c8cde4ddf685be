import { MigrationInterface, QueryRunner } from 'typeorm';

export class DraftsOfNewArticles1795741374517 implements MigrationInterface {
  name = 'DraftsOfNewArticles1795741374517';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_working_copies_user_target\"");
    await queryRunner.query("CREATE TABLE \"temporary_article_working_copies\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"target\" varchar(32) NOT NULL, \"article_id\" integer, \"title\" varchar(255) NOT NULL DEFAULT (''), \"slug\" varchar(255) NOT NULL DEFAULT (''), \"content\" text NOT NULL, \"short_description\" text, \"featured_image\" varchar(500), \"category_id\" integer, \"meta_title\" varchar(255), \"meta_description\" text, \"meta_keywords\" varchar(500), \"base_updated_at\" datetime, \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"explicit_save\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"FK_b8cd87c53f16c3644379c7ef407\" FOREIGN KEY (\"article_id\") REFERENCES \"articles\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_35f4fb0b51f054beb18e360998a\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_article_working_copies\"(\"id\", \"user_id\", \"target\", \"article_id\", \"title\", \"slug\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"base_updated_at\", \"updated_at\") SELECT \"id\", \"user_id\", \"target\", \"article_id\", \"title\", \"slug\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"base_updated_at\", \"updated_at\" FROM \"article_working_copies\"");
    await queryRunner.query("DROP TABLE \"article_working_copies\"");
    await queryRunner.query("ALTER TABLE \"temporary_article_working_copies\" RENAME TO \"article_working_copies\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_working_copies_user_target\" ON \"article_working_copies\" (\"user_id\", \"target\") ");
    // The one new article a user could have before new articles had keys is the one of key 1.
    await queryRunner.query("UPDATE \"article_working_copies\" SET \"target\" = 'new-1' WHERE \"target\" = 'new'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM \"article_working_copies\" WHERE \"target\" LIKE 'new-%' AND \"target\" <> 'new-1'");
    await queryRunner.query("UPDATE \"article_working_copies\" SET \"target\" = 'new' WHERE \"target\" = 'new-1'");
    await queryRunner.query("DROP INDEX \"uq_working_copies_user_target\"");
    await queryRunner.query("ALTER TABLE \"article_working_copies\" RENAME TO \"temporary_article_working_copies\"");
    await queryRunner.query("CREATE TABLE \"article_working_copies\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"target\" varchar(32) NOT NULL, \"article_id\" integer, \"title\" varchar(255) NOT NULL DEFAULT (''), \"slug\" varchar(255) NOT NULL DEFAULT (''), \"content\" text NOT NULL, \"short_description\" text, \"featured_image\" varchar(500), \"category_id\" integer, \"meta_title\" varchar(255), \"meta_description\" text, \"meta_keywords\" varchar(500), \"base_updated_at\" datetime, \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_b8cd87c53f16c3644379c7ef407\" FOREIGN KEY (\"article_id\") REFERENCES \"articles\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_35f4fb0b51f054beb18e360998a\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"article_working_copies\"(\"id\", \"user_id\", \"target\", \"article_id\", \"title\", \"slug\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"base_updated_at\", \"updated_at\") SELECT \"id\", \"user_id\", \"target\", \"article_id\", \"title\", \"slug\", \"content\", \"short_description\", \"featured_image\", \"category_id\", \"meta_title\", \"meta_description\", \"meta_keywords\", \"base_updated_at\", \"updated_at\" FROM \"temporary_article_working_copies\"");
    await queryRunner.query("DROP TABLE \"temporary_article_working_copies\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_working_copies_user_target\" ON \"article_working_copies\" (\"user_id\", \"target\") ");
  }
}
