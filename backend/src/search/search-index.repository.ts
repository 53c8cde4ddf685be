import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Transaction } from '../database/unit-of-work';
import { sqlPlaceholders } from '../editorial/article-list-rows';
import type { ArticleStatus } from '../editorial/entities/article.entity';
import { ArticleSearch } from './entities/article-search.entity';
import { searchDocumentOf } from './search-document';
import { ARTICLES_ROW, type TermCounts, termCountsOf, termDeltas } from './term-counts';

const PUBLISHED: ArticleStatus = 'published';
const CHUNK = 200;

interface ArticleText {
  id: number | string;
  title: string;
  short_description: string | null;
  content: string;
}

interface TermsRow {
  article_id: number | string;
  title_terms: string;
  body_terms: string;
}

/**
 * The only writer of the search index: the row of one article in `article_search` with the per-term counts of
 * `search_terms`, in the transaction of the edit that changes it (`PublishingRepository`); and, for the start-up
 * check that completes it (`SearchBackfill`), published articles without their row, counts out of step.
 */
@Injectable()
export class SearchIndexRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get sqlite(): boolean {
    return this.db.options.type === 'better-sqlite3';
  }

  /**
   * Replaces the search row of an article (`next` null: none, the article is not published) and keeps
   * the per-term counts in step, in the caller's transaction. An edit that leaves the words as they were
   * writes nothing.
   */
  async writeDocument(tx: Transaction, articleId: number, next: ArticleSearch | null): Promise<void> {
    const previous = await tx.manager.findOne(ArticleSearch, { where: { article_id: articleId } });
    if (previous && next && previous.title_terms === next.title_terms && previous.body_terms === next.body_terms) return;
    if (previous) await tx.manager.delete(ArticleSearch, { article_id: articleId });
    if (next) await tx.manager.insert(ArticleSearch, next);
    await this.writeCounts(tx, termDeltas(previous, next), 'add');
  }

  /**
   * Whether the index holds every published article: the row of the empty term counts the indexed
   * articles, kept in step with their publication; one statement, so both figures are read at one instant.
   */
  async isComplete(): Promise<boolean> {
    const [row] = await this.db.query<{ published: number | string; indexed: number | string }[]>(
      `SELECT (SELECT COUNT(*) FROM articles WHERE status = ?) AS published,
              (SELECT COALESCE(MAX(docs), 0) FROM search_terms WHERE term = ?) AS indexed`,
      [PUBLISHED, ARTICLES_ROW],
    );
    return Number(row?.published ?? 0) === Number(row?.indexed ?? 0);
  }

  /** Published articles without a search row, after `after` (by id), `CHUNK` at most. */
  async unindexedIds(after: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number | string }[]>(
      `SELECT a.id FROM articles a
       WHERE a.status = ? AND a.id > ? AND NOT EXISTS (SELECT 1 FROM article_search s WHERE s.article_id = a.id)
       ORDER BY a.id LIMIT ${CHUNK}`,
      [PUBLISHED, after],
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Writes the search rows of those articles that are still published and still have none, and adds
   * them to the per-term counts; returns how many it wrote. The articles are locked as an edit locks
   * them, so that another instance doing the same waits, then finds the rows there and writes nothing.
   */
  async indexArticles(tx: Transaction, ids: readonly number[]): Promise<number> {
    if (!ids.length) return 0;
    await this.lockArticlesRow(tx);
    const lock = this.sqlite ? '' : ' FOR UPDATE';
    const articles = await tx.manager.query<ArticleText[]>(
      `SELECT id, title, short_description, content FROM articles
       WHERE id IN (${sqlPlaceholders(ids.length)}) AND status = ? ORDER BY id${lock}`,
      [...ids, PUBLISHED],
    );
    const held = await tx.manager.query<{ article_id: number | string }[]>(
      `SELECT article_id FROM article_search WHERE article_id IN (${sqlPlaceholders(ids.length)})`,
      [...ids],
    );
    const indexed = new Set(held.map((row) => Number(row.article_id)));
    const rows = articles.filter((a) => !indexed.has(Number(a.id))).map((a) => searchDocumentOf({ ...a, id: Number(a.id) }));
    if (!rows.length) return 0;
    await tx.manager.query(
      `INSERT INTO article_search (article_id, title_terms, body_terms) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flatMap((row) => [row.article_id, row.title_terms, row.body_terms]),
    );
    await this.writeCounts(tx, termCountsOf(rows), 'add');
    return rows.length;
  }

  /**
   * Counts every term of `article_search` again when the counts are not those of its rows
   * (`search_terms` added after the rows); returns whether it did. The rows read are locked for
   * sharing, so that an edit waits rather than lands between the read and the write.
   */
  async recountTerms(tx: Transaction): Promise<boolean> {
    await this.lockArticlesRow(tx);
    const [row] = await tx.manager.query<{ held: number | string; counted: number | string }[]>(
      'SELECT (SELECT COUNT(*) FROM article_search) AS held, docs AS counted FROM search_terms WHERE term = ?',
      [ARTICLES_ROW],
    );
    if (row && Number(row.held) === Number(row.counted)) return false;
    await tx.manager.query('DELETE FROM search_terms');
    const lock = this.sqlite ? '' : ' LOCK IN SHARE MODE';
    const counts = new Map<string, TermCounts>([[ARTICLES_ROW, { docs: 0, title_docs: 0 }]]);
    for (let after = -1; ;) {
      const rows = await tx.manager.query<TermsRow[]>(
        `SELECT article_id, title_terms, body_terms FROM article_search WHERE article_id > ? ORDER BY article_id LIMIT ${CHUNK}${lock}`,
        [after],
      );
      if (!rows.length) break;
      termCountsOf(rows, counts);
      after = Number(rows[rows.length - 1]!.article_id);
    }
    // In place of, not added to, what an edit committed since the delete wrote: its row was read here.
    await this.writeCounts(tx, counts, 'replace');
    return true;
  }

  /**
   * Takes the row of the empty term first, as every publication or withdrawal does: two instances
   * completing the index run one after the other. On SQLite, a write first also makes the transaction
   * the writer before it reads anything.
   */
  private async lockArticlesRow(tx: Transaction): Promise<void> {
    const keep = this.sqlite ? 'ON CONFLICT(term) DO NOTHING' : 'ON DUPLICATE KEY UPDATE docs = docs';
    await tx.manager.query(`INSERT INTO search_terms (term, docs, title_docs) VALUES (?, 0, 0) ${keep}`, [ARTICLES_ROW]);
  }

  /**
   * Writes counts to `search_terms`, a row created for a new term: added to the row's (`add`), or in its
   * place (`replace`, a recount). Terms in order, so concurrent writers lock them alike.
   */
  private async writeCounts(tx: Transaction, counts: Map<string, TermCounts>, how: 'add' | 'replace'): Promise<void> {
    const sqlite = this.sqlite;
    const entries = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const incoming = (column: string) => (sqlite ? `excluded.${column}` : `VALUES(${column})`);
    const value = (column: string) => (how === 'replace' ? incoming(column) : `${column} + ${incoming(column)}`);
    const set = `docs = ${value('docs')}, title_docs = ${value('title_docs')}`;
    const upsert = sqlite ? `ON CONFLICT(term) DO UPDATE SET ${set}` : `ON DUPLICATE KEY UPDATE ${set}`;
    for (let i = 0; i < entries.length; i += CHUNK) {
      const chunk = entries.slice(i, i + CHUNK);
      await tx.manager.query(
        `INSERT INTO search_terms (term, docs, title_docs) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')} ${upsert}`,
        chunk.flatMap(([term, d]) => [term, d.docs, d.title_docs]),
      );
    }
  }
}
