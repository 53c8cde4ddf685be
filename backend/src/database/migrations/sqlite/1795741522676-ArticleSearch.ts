import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleSearch1795741522676 implements MigrationInterface {
  name = 'ArticleSearch1795741522676';

  // Schema only: the rows of the articles already published are written at start-up by the search module (search/search-backfill.ts).
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"article_search\" (\"article_id\" integer PRIMARY KEY NOT NULL, \"title_terms\" text NOT NULL, \"body_terms\" text NOT NULL)");
    // Written by hand (TypeORM knows nothing of virtual tables): an FTS5 index over article_search,
    // kept in step by triggers, so that every write of a search row updates it in its transaction.
    await queryRunner.query(
      "CREATE VIRTUAL TABLE \"article_search_fts\" USING fts5(title_terms, body_terms, content='article_search', content_rowid='article_id')",
    );
    await queryRunner.query(
      "CREATE TRIGGER \"article_search_ai\" AFTER INSERT ON \"article_search\" BEGIN INSERT INTO article_search_fts (rowid, title_terms, body_terms) VALUES (new.article_id, new.title_terms, new.body_terms); END",
    );
    await queryRunner.query(
      "CREATE TRIGGER \"article_search_ad\" AFTER DELETE ON \"article_search\" BEGIN INSERT INTO article_search_fts (article_search_fts, rowid, title_terms, body_terms) VALUES ('delete', old.article_id, old.title_terms, old.body_terms); END",
    );
    await queryRunner.query(
      "CREATE TRIGGER \"article_search_au\" AFTER UPDATE ON \"article_search\" BEGIN INSERT INTO article_search_fts (article_search_fts, rowid, title_terms, body_terms) VALUES ('delete', old.article_id, old.title_terms, old.body_terms); INSERT INTO article_search_fts (rowid, title_terms, body_terms) VALUES (new.article_id, new.title_terms, new.body_terms); END",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"article_search_fts\"");
    await queryRunner.query("DROP TABLE \"article_search\"");
  }
}
