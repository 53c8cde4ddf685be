import type { QueryRunner } from 'typeorm';
import { searchDocumentOf } from './search-document';

const CHUNK = 200;

interface ArticleText {
  id: number | string;
  title: string;
  short_description: string | null;
  content: string;
}

/** Writes the search row of every published article already there (run by the migrations that add search). */
export async function backfillSearch(queryRunner: QueryRunner): Promise<void> {
  let after = 0;
  for (;;) {
    const articles: ArticleText[] = await queryRunner.query(
      `SELECT id, title, short_description, content FROM articles WHERE status = 'published' AND id > ? ORDER BY id LIMIT ${CHUNK}`,
      [after],
    );
    if (!articles.length) return;
    const rows = articles.map((a) => searchDocumentOf({ ...a, id: Number(a.id) }));
    await queryRunner.query(
      `INSERT INTO article_search (article_id, title_terms, body_terms) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flatMap((row) => [row.article_id, row.title_terms, row.body_terms]),
    );
    after = Number(articles[articles.length - 1]!.id);
  }
}
