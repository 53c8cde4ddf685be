import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';

/** One page of matches, best first, with how many there are in all. */
export interface SearchHits {
  ids: number[];
  total: number;
}

/**
 * The database's own full-text engine does the matching and the ranking: InnoDB's FULLTEXT index on
 * MariaDB/MySQL, FTS5 on SQLite, over the terms of `article_search` (one row per published article).
 * Every term of the query is required. Terms are letters, digits and `_` only (`french-analyzer.ts`),
 * so nothing of what a reader types reaches the engine's query syntax.
 */
@Injectable()
export class SearchRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get sqlite(): boolean {
    return this.db.options.type === 'better-sqlite3';
  }

  async search(terms: readonly string[], categoryId: number | null, page: PageRequest): Promise<SearchHits> {
    if (!terms.length) return { ids: [], total: 0 };
    return this.sqlite ? this.searchSqlite(terms, categoryId, page) : this.searchMysql(terms, categoryId, page);
  }

  /**
   * Articles with a term of the query in their title first, then by InnoDB's relevance (title words
   * counted four times), then the newest.
   */
  private async searchMysql(terms: readonly string[], categoryId: number | null, page: PageRequest): Promise<SearchHits> {
    const all = terms.map((t) => `+${t}`).join(' ');
    const any = terms.join(' ');
    const category = categoryId === null ? '' : ' AND a.category_id = ?';
    const where = `MATCH(s.title_terms, s.body_terms) AGAINST (? IN BOOLEAN MODE) AND a.status = 'published'${category}`;
    const params = [all, ...(categoryId === null ? [] : [categoryId])];
    const [rows, counted] = await Promise.all([
      this.db.query<{ id: number | string }[]>(
        `SELECT a.id FROM article_search s JOIN articles a ON a.id = s.article_id
         WHERE ${where}
         ORDER BY MATCH(s.title_terms) AGAINST (? IN BOOLEAN MODE) > 0 DESC,
           MATCH(s.title_terms) AGAINST (? IN BOOLEAN MODE) * 4 + MATCH(s.title_terms, s.body_terms) AGAINST (? IN BOOLEAN MODE) DESC,
           a.published_at DESC, a.id DESC
         LIMIT ? OFFSET ?`,
        [...params, any, any, any, page.limit, page.offset],
      ),
      // Rows exist for published articles only: without a category, the index alone counts them.
      this.db.query<{ n: number | string }[]>(
        categoryId === null
          ? 'SELECT COUNT(*) AS n FROM article_search s WHERE MATCH(s.title_terms, s.body_terms) AGAINST (? IN BOOLEAN MODE)'
          : `SELECT COUNT(*) AS n FROM article_search s JOIN articles a ON a.id = s.article_id WHERE ${where}`,
        params,
      ),
    ]);
    return { ids: rows.map((r) => Number(r.id)), total: Number(counted[0]?.n ?? 0) };
  }

  /** FTS5's BM25, a title word weighing a hundred body words, then the newest. */
  private async searchSqlite(terms: readonly string[], categoryId: number | null, page: PageRequest): Promise<SearchHits> {
    const match = terms.map((t) => `"${t}"`).join(' ');
    const category = categoryId === null ? '' : ' AND a.category_id = ?';
    const from = `FROM article_search_fts JOIN articles a ON a.id = article_search_fts.rowid
      WHERE article_search_fts MATCH ? AND a.status = 'published'${category}`;
    const params = [match, ...(categoryId === null ? [] : [categoryId])];
    const rows = await this.db.query<{ id: number | string }[]>(
      `SELECT a.id ${from} ORDER BY bm25(article_search_fts, 100.0, 1.0), a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      [...params, page.limit, page.offset],
    );
    const counted = await this.db.query<{ n: number | string }[]>(`SELECT COUNT(*) AS n ${from}`, params);
    return { ids: rows.map((r) => Number(r.id)), total: Number(counted[0]?.n ?? 0) };
  }
}
