import type { EntityManager, QueryRunner } from 'typeorm';
import { ArticleSearch } from './entities/article-search.entity';

type TermsRow = Pick<ArticleSearch, 'title_terms' | 'body_terms'>;

/** What a search row adds to (or, removed, takes from) the per-term counts of `search_terms`. */
export interface TermCounts {
  docs: number;
  title_docs: number;
}

/** The row of `search_terms` that counts the indexed articles (no term is empty). */
export const ARTICLES_ROW = '';

const words = (text: string) => text.split(' ').filter(Boolean);

/** Each distinct term of a row once, and whether its title has it; the empty term for the row itself. */
function countsOf(row: TermsRow): Map<string, TermCounts> {
  const counts = new Map<string, TermCounts>([[ARTICLES_ROW, { docs: 1, title_docs: 0 }]]);
  for (const term of words(row.title_terms)) counts.set(term, { docs: 1, title_docs: 1 });
  for (const term of words(row.body_terms)) if (!counts.has(term)) counts.set(term, { docs: 1, title_docs: 0 });
  return counts;
}

/** The change of each term's counts when `before` becomes `after` (either may be absent); unchanged terms left out. */
export function termDeltas(before: TermsRow | null, after: TermsRow | null): Map<string, TermCounts> {
  const deltas = new Map<string, TermCounts>();
  const add = (row: TermsRow | null, sign: 1 | -1) => {
    if (!row) return;
    for (const [term, c] of countsOf(row)) {
      const d = deltas.get(term) ?? { docs: 0, title_docs: 0 };
      deltas.set(term, { docs: d.docs + sign * c.docs, title_docs: d.title_docs + sign * c.title_docs });
    }
  };
  add(before, -1);
  add(after, 1);
  for (const [term, d] of deltas) if (!d.docs && !d.title_docs) deltas.delete(term);
  return deltas;
}

const CHUNK = 200;

/** Adds the deltas to `search_terms`, a row created for a new term; terms in order, so concurrent writers lock them alike. */
export async function addTermCounts(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  sqlite: boolean,
  deltas: Map<string, TermCounts>,
): Promise<void> {
  const entries = [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const upsert = sqlite
    ? 'ON CONFLICT(term) DO UPDATE SET docs = docs + excluded.docs, title_docs = title_docs + excluded.title_docs'
    : 'ON DUPLICATE KEY UPDATE docs = docs + VALUES(docs), title_docs = title_docs + VALUES(title_docs)';
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK);
    await query(
      `INSERT INTO search_terms (term, docs, title_docs) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')} ${upsert}`,
      chunk.flatMap(([term, d]) => [term, d.docs, d.title_docs]),
    );
  }
}

/**
 * Replaces the search row of an article (`next` null: none, the article is not published) and keeps
 * the per-term counts in step, in the caller's transaction. An edit that leaves the words as they were
 * writes nothing.
 */
export async function writeSearchDocument(manager: EntityManager, articleId: number, next: ArticleSearch | null): Promise<void> {
  const previous = await manager.findOne(ArticleSearch, { where: { article_id: articleId } });
  if (previous && next && previous.title_terms === next.title_terms && previous.body_terms === next.body_terms) return;
  if (previous) await manager.delete(ArticleSearch, { article_id: articleId });
  if (next) await manager.insert(ArticleSearch, next);
  await addTermCounts(
    (sql, params) => manager.query(sql, params),
    manager.connection.options.type === 'better-sqlite3',
    termDeltas(previous, next),
  );
}

/** Counts the terms of every search row already there (run by the migration that adds `search_terms`). */
export async function backfillTermCounts(queryRunner: QueryRunner): Promise<void> {
  const totals = new Map<string, TermCounts>();
  let after = -1;
  for (;;) {
    const rows: (TermsRow & { article_id: number | string })[] = await queryRunner.query(
      `SELECT article_id, title_terms, body_terms FROM article_search WHERE article_id > ? ORDER BY article_id LIMIT ${CHUNK}`,
      [after],
    );
    if (!rows.length) break;
    for (const row of rows) {
      for (const [term, c] of countsOf(row)) {
        const t = totals.get(term) ?? { docs: 0, title_docs: 0 };
        totals.set(term, { docs: t.docs + c.docs, title_docs: t.title_docs + c.title_docs });
      }
    }
    after = Number(rows[rows.length - 1]!.article_id);
  }
  await queryRunner.query('DELETE FROM search_terms');
  await addTermCounts(
    (sql, params) => queryRunner.query(sql, params),
    queryRunner.connection.options.type === 'better-sqlite3',
    totals,
  );
}
