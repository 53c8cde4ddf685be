import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import {
  ARTICLE_LIST_COLUMNS,
  ARTICLE_LIST_JOINS,
  type ArticleListRow,
  ArticleListRows,
  sqlPlaceholders,
} from '../editorial/article-list-rows';
import type { Article, ArticleStatus } from '../editorial/entities/article.entity';
import { SEARCH_COUNT_LIMIT } from './dto/search-query.dto';
import { ARTICLES_ROW } from './term-counts';
import { planSearch, WALK_LIMIT, type TermStats, type WalkPlan } from './search-plan';
import { isPrefix, joinSql, SearchSql, sql, type Sql } from './search-sql';

const PUBLISHED: ArticleStatus = 'published';

/** One page of matches, best first, with how many there are in all (`SEARCH_COUNT_LIMIT` at most). */
export interface SearchHits {
  ids: number[];
  total: number;
}

interface HitRow {
  id: number | string;
  score: number | string;
  n: number | string;
}

/** Authors read for suggestions at most: beyond, the least published are not suggested. */
const AUTHORS_READ = 5000;

const NONE: SearchHits = { ids: [], total: 0 };
const ORDER = 'ORDER BY score DESC, a.published_at DESC, a.id DESC';

/**
 * The database does the matching and the ranking, over `article_search` (one row per published
 * article): through its own full-text engine (InnoDB's FULLTEXT index on MariaDB/MySQL, FTS5 on SQLite)
 * for a rare term, by testing the terms of the newest rows when every term is frequent; `search-plan.ts`
 * chooses from the per-term counts of `search_terms`. Every term of the query is required; the last one may
 * be the beginning of a term (`minecr*`), and `phrases` (terms separated by spaces) must be found as written.
 */
@Injectable()
export class SearchRepository {
  private readonly rows: ArticleListRows;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.rows = new ArticleListRows(db);
  }

  /** These published articles with their content (the results' cards and excerpts), in the order of `ids`. */
  async listPublishedWithContent(ids: readonly number[]): Promise<Article[]> {
    if (!ids.length) return [];
    const rows = await this.db.query<(ArticleListRow & { content: string })[]>(
      `SELECT ${ARTICLE_LIST_COLUMNS}, a.content FROM articles a ${ARTICLE_LIST_JOINS}
       WHERE a.id IN (${sqlPlaceholders(ids.length)}) AND a.status = ?`,
      [...ids, PUBLISHED],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), Object.assign(this.rows.article(row), { content: row.content })]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private get q(): SearchSql {
    return new SearchSql(this.db.options.type === 'better-sqlite3');
  }

  /** `choose`: how the query is looked up (another one only in tests that compare the ways). */
  async search(
    terms: readonly string[],
    categoryId: number | null,
    page: PageRequest,
    choose: typeof planSearch = planSearch,
    phrases: readonly string[] = [],
  ): Promise<SearchHits> {
    if (!terms.length) return NONE;
    const whole = terms.filter((t) => !isPrefix(t));
    const counted = await this.db.query<{ term: string; docs: number | string; title_docs: number | string }[]>(
      `SELECT term, docs, title_docs FROM search_terms WHERE term IN (${whole.map(() => '?').join(', ')}${whole.length ? ', ' : ''}?)`,
      [...whole, ARTICLES_ROW],
    );
    const byTerm = new Map(counted.map((r) => [r.term, r]));
    const articlesHeld = Number(byTerm.get(ARTICLES_ROW)?.docs ?? 0);
    for (const term of terms.filter(isPrefix)) {
      // The terms that begin so, counted together: at most as many articles as that, for the plan.
      const [sum] = await this.db.query<{ docs: number | string | null; title_docs: number | string | null }[]>(
        `SELECT SUM(docs) AS docs, SUM(title_docs) AS title_docs FROM search_terms WHERE term LIKE ? AND term <> ?`,
        [`${term.slice(0, -1)}%`, ARTICLES_ROW],
      );
      byTerm.set(term, {
        term,
        docs: Math.min(Number(sum?.docs ?? 0), articlesHeld),
        title_docs: Math.min(Number(sum?.title_docs ?? 0), articlesHeld),
      });
    }
    const stats: TermStats[] = terms.map((term) => ({
      term,
      docs: Number(byTerm.get(term)?.docs ?? 0),
      titleDocs: Number(byTerm.get(term)?.title_docs ?? 0),
    }));
    // Every term is required: one that no article holds leaves nothing to find.
    if (stats.some((s) => s.docs <= 0)) return NONE;
    const articles = articlesHeld;
    const knownTotal =
      terms.length === 1 && !isPrefix(terms[0]!) && categoryId === null ? Math.min(stats[0]!.docs, SEARCH_COUNT_LIMIT) : null;
    const end = page.offset + page.limit;
    const plan = choose(stats, articles, knownTotal === null ? Math.max(end, SEARCH_COUNT_LIMIT) : end);
    const scope = { terms, phrases, categoryId, page, titleTerms: stats.filter((s) => s.titleDocs > 0).map((s) => s.term) };
    if (plan.kind === 'anchor') return this.anchored(plan.anchor, scope);
    for (let window = plan.window; ; window = Math.min(window * 8, WALK_LIMIT)) {
      const hits = await this.walk(plan, scope, window, articles, knownTotal);
      if (hits) return hits;
      if (window >= WALK_LIMIT || (categoryId === null && window >= articles)) break;
    }
    // The newest articles did not settle it (terms that seldom meet): the full-text index answers.
    return this.anchored(stats.reduce((a, b) => (b.docs < a.docs ? b : a)).term, scope);
  }

  private filters(categoryId: number | null, alias: string): Sql {
    return categoryId === null
      ? sql(`${alias}.status = 'published'`)
      : sql(`${alias}.status = 'published' AND ${alias}.category_id = ?`, categoryId);
  }

  /** The full-text index lists the articles of the rarest term; the other terms are tested on them. Exact. */
  private async anchored(anchor: string, scope: Scope): Promise<SearchHits> {
    const { terms, phrases, categoryId, page, titleTerms } = scope;
    const where = joinSql(
      [
        this.q.fullTextHas(anchor),
        this.q.hasAll([...terms.filter((t) => t !== anchor), ...phrases]),
        this.filters(categoryId, 'a'),
      ],
      ' AND ',
    );
    const from = 'FROM article_search s JOIN articles a ON a.id = s.article_id';
    const score = this.q.titleScore(titleTerms);
    const rows = await this.db.query<HitRow[]>(
      `SELECT a.id, ${score.sql} AS score, COUNT(*) OVER () AS n ${from} WHERE ${where.sql} ${ORDER} LIMIT ? OFFSET ?`,
      [...score.params, ...where.params, page.limit, page.offset],
    );
    let total = Number(rows[0]?.n ?? 0);
    if (!rows.length && page.offset > 0) {
      const counted = await this.db.query<{ n: number | string }[]>(
        `SELECT COUNT(*) AS n ${from} WHERE ${where.sql}`,
        where.params,
      );
      total = Number(counted[0]?.n ?? 0);
    }
    return { ids: rows.map((r) => Number(r.id)), total: Math.min(total, SEARCH_COUNT_LIMIT) };
  }

  /**
   * The page read along the newest `window` articles, after the title matches the title index lists:
   * null when that window cannot tell the page or the count for sure (an older article could rank
   * higher, or too few matches were seen), for a wider window or the full-text index to answer.
   */
  private async walk(
    plan: WalkPlan,
    scope: Scope,
    window: number,
    articles: number,
    knownTotal: number | null,
  ): Promise<SearchHits | null> {
    const { terms, phrases, categoryId, page, titleTerms } = scope;
    const end = page.offset + page.limit;
    const score = this.q.titleScore(titleTerms);
    const hasAll = this.q.hasAll([...terms, ...phrases]);
    let high: HitRow[] = [];
    if (plan.titleLookup.length) {
      const where = joinSql(
        [
          this.q.fullTextTitleHasAny(plan.titleLookup),
          hasAll,
          this.filters(categoryId, 'a'),
          sql(`${score.sql} >= ?`, ...score.params, plan.lowScoreBelow),
        ],
        ' AND ',
      );
      high = await this.db.query<HitRow[]>(
        `SELECT a.id, ${score.sql} AS score, COUNT(*) OVER () AS n
         FROM article_search s JOIN articles a ON a.id = s.article_id WHERE ${where.sql} ${ORDER} LIMIT ?`,
        [...score.params, ...where.params, end],
      );
    }
    const highTotal = Number(high[0]?.n ?? 0);
    const wanted = Math.max(end - highTotal, 0);
    const countWanted = knownTotal === null ? SEARCH_COUNT_LIMIT - highTotal : 0;
    if (!wanted && countWanted <= 0)
      return { ids: high.slice(page.offset, end).map((r) => Number(r.id)), total: knownTotal ?? SEARCH_COUNT_LIMIT };
    const newest = joinSql(
      [
        sql('SELECT id, published_at FROM articles a WHERE'),
        this.filters(categoryId, 'a'),
        sql('ORDER BY a.published_at DESC, a.id DESC LIMIT ?', window),
      ],
      ' ',
    );
    const lowScore =
      plan.lowScoreBelow <= titleTerms.length ? sql(` AND ${score.sql} < ?`, ...score.params, plan.lowScoreBelow) : sql('');
    const low = await this.db.query<HitRow[]>(
      `SELECT a.id, ${score.sql} AS score, COUNT(*) OVER () AS n
       FROM (${newest.sql}) a JOIN article_search s ON s.article_id = a.id
       WHERE ${hasAll.sql}${lowScore.sql} ${ORDER} LIMIT ?`,
      [...score.params, ...newest.params, ...hasAll.params, ...lowScore.params, Math.max(wanted, 1)],
    );
    const lowSeen = Number(low[0]?.n ?? 0);
    let fits: boolean | undefined;
    const covered = async () => (fits ??= categoryId === null ? articles <= window : await this.categoryFits(categoryId, window));
    // Older articles, unseen, hold at most this many title terms: ranked after the last row seen when it has as many.
    const unseenScore = Math.min(plan.lowScoreBelow - 1, titleTerms.length);
    const last = low[wanted - 1];
    const pageSure = !wanted || (last !== undefined && Number(last.score) >= unseenScore) || (await covered());
    if (!pageSure) return null;
    let total = knownTotal;
    if (total === null) {
      if (highTotal + lowSeen >= SEARCH_COUNT_LIMIT) total = SEARCH_COUNT_LIMIT;
      else if (await covered()) total = highTotal + lowSeen;
      else return null;
    }
    const ids = [...high, ...low].slice(page.offset, end).map((r) => Number(r.id));
    return { ids, total: Math.min(total, SEARCH_COUNT_LIMIT) };
  }

  /** Active users with published articles, the most published first (`AUTHORS_READ` at most), for suggestions. */
  async publishedAuthors(): Promise<{ username: string; display_name: string | null }[]> {
    return this.db.query(
      `SELECT username, display_name FROM users WHERE is_active = ? AND articles_approved > 0
       ORDER BY articles_approved DESC, id ASC LIMIT ?`,
      [true, AUTHORS_READ],
    );
  }

  /** Whether the category has no more published articles than the window read. */
  private async categoryFits(categoryId: number, window: number): Promise<boolean> {
    const rows = await this.db.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM articles WHERE status = 'published' AND category_id = ?
       ORDER BY published_at DESC, id DESC LIMIT ?) w`,
      [categoryId, window + 1],
    );
    return Number(rows[0]?.n ?? 0) <= window;
  }
}

interface Scope {
  terms: readonly string[];
  phrases: readonly string[];
  categoryId: number | null;
  page: PageRequest;
  titleTerms: string[];
}
