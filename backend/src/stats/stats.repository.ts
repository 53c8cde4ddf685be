import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import type { RewardCurrency, RewardStatus } from '../rewards/entities/reward.entity';

export interface ArticleStatsRow {
  id: number;
  title: string;
  slug: string;
  published_at: Date | null;
  views: number;
  views_recent: number;
  reward_cents: number | null;
  reward_currency: RewardCurrency | null;
  reward_status: RewardStatus | null;
}

export interface CreditedRow {
  at: Date;
  cents: number;
  currency: RewardCurrency;
}

export interface SubmissionRow {
  submitted_at: Date;
  reviewed_at: Date | null;
  status: string;
}

/**
 * The statistics' reads, in SQL written for both databases. Daily views: one contributor's year is
 * one range of the primary key of `author_views_daily` (author, day); the whole blog's days and its
 * contributors are sums of that same table (one row per author and day, which `article_views_daily` —
 * one per article and day — would need joined to the articles: 1.9 s → 0.03 s at 100,000 articles with
 * a week of views). The top articles read `article_views_daily` itself.
 */
@Injectable()
export class StatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get sqlite(): boolean {
    return this.db.options.type === 'better-sqlite3';
  }

  /** The day column as `YYYY-MM-DD` text on both databases. */
  private get dayText(): string {
    return this.sqlite ? 'd.day' : "DATE_FORMAT(d.day, '%Y-%m-%d')";
  }

  /** A date parameter as each driver compares it with a stored datetime (UTC). */
  private at(date: Date): Date | string {
    return this.sqlite ? date.toISOString().replace('T', ' ').replace('Z', '') : date;
  }

  async viewsPerDay(since: string, authorId?: number): Promise<Map<string, number>> {
    const rows = await this.db.query<{ day: string; views: string | number }[]>(
      authorId === undefined
        ? `SELECT ${this.dayText} AS day, SUM(d.views) AS views FROM author_views_daily d WHERE d.day >= ? GROUP BY d.day`
        : `SELECT ${this.dayText} AS day, d.views FROM author_views_daily d WHERE d.author_id = ? AND d.day >= ?`,
      authorId === undefined ? [since] : [authorId, since],
    );
    return new Map(rows.map((row) => [String(row.day), Number(row.views)]));
  }

  /** Views of every published article of an author, since always (the article's own count plus the counter's). */
  async authorTotals(authorId: number): Promise<{ views: number; published: number }> {
    const [row] = await this.db.query<{ views: string | number | null; published: string | number }[]>(
      `SELECT SUM(a.views + COALESCE(v.views, 0)) AS views, COUNT(*) AS published
       FROM articles a LEFT JOIN article_views v ON v.article_id = a.id
       WHERE a.author_id = ? AND a.status = 'published'`,
      [authorId],
    );
    return { views: Number(row?.views ?? 0), published: Number(row?.published ?? 0) };
  }

  async publishedCount(): Promise<number> {
    const [row] = await this.db.query<{ n: string | number }[]>(`SELECT COUNT(*) AS n FROM articles WHERE status = 'published'`);
    return Number(row?.n ?? 0);
  }

  /** One page of an author's published articles, newest first, with views, recent views and reward. */
  /**
   * Subscribers whose newsletter e-mail of each article went out (`sent`: accepted by the SMTP server),
   * by article id; an article never sent is absent. Read from the newsletter's tables by name: the counts
   * are the newsletter's, this only reads them.
   */
  async newsletterRecipients(articleIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (!articleIds.length) return counts;
    const keys = articleIds.map((id) => `article-${id}`);
    const rows = await this.db.query<{ send_key: string; n: string | number }[]>(
      `SELECT s.send_key AS send_key, COUNT(d.id) AS n FROM newsletter_sends s
       JOIN newsletter_deliveries d ON d.send_id = s.id AND d.state = 'sent'
       WHERE s.send_key IN (${keys.map(() => '?').join(', ')}) GROUP BY s.send_key`,
      keys,
    );
    for (const row of rows) counts.set(Number(row.send_key.slice('article-'.length)), Number(row.n));
    return counts;
  }

  async authorArticles(
    authorId: number,
    recentSince: string,
    page: PageRequest,
  ): Promise<{ rows: ArticleStatsRow[]; total: number }> {
    const rows = await this.db.query<Record<string, unknown>[]>(
      `SELECT a.id, a.title, a.slug, a.published_at, a.views + COALESCE(v.views, 0) AS views,
         (SELECT COALESCE(SUM(d.views), 0) FROM article_views_daily d WHERE d.article_id = a.id AND d.day >= ?) AS views_recent,
         r.amount_cents AS reward_cents, r.currency AS reward_currency, r.status AS reward_status
       FROM articles a
       LEFT JOIN article_views v ON v.article_id = a.id
       LEFT JOIN rewards r ON r.article_id = a.id
       WHERE a.author_id = ? AND a.status = 'published'
       ORDER BY a.published_at DESC, a.id DESC
       LIMIT ? OFFSET ?`,
      [recentSince, authorId, page.limit, page.offset],
    );
    const { published } = await this.authorTotals(authorId);
    return {
      total: published,
      rows: rows.map((row) => ({
        id: Number(row.id),
        title: String(row.title),
        slug: String(row.slug),
        published_at: readDate(row.published_at),
        views: Number(row.views ?? 0),
        views_recent: Number(row.views_recent ?? 0),
        reward_cents: row.reward_cents === null || row.reward_cents === undefined ? null : Number(row.reward_cents),
        reward_currency: (row.reward_currency as RewardCurrency | null) ?? null,
        reward_status: (row.reward_status as RewardStatus | null) ?? null,
      })),
    };
  }

  /** Credited rewards since a date (one author's, or everyone's), to be summed per Paris month. */
  async credited(since: Date, userId?: number): Promise<CreditedRow[]> {
    const rows = await this.db.query<{ at: unknown; cents: string | number; currency: RewardCurrency }[]>(
      `SELECT credited_at AS at, amount_cents AS cents, currency FROM rewards
       WHERE status = 'credited' AND credited_at >= ?${userId === undefined ? '' : ' AND user_id = ?'}`,
      userId === undefined ? [this.at(since)] : [this.at(since), userId],
    );
    return rows.map((row) => ({ at: readDate(row.at)!, cents: Number(row.cents), currency: row.currency }));
  }

  /** Amounts per status and currency of one author's rewards. */
  async rewardSums(userId: number): Promise<{ status: RewardStatus; currency: RewardCurrency; cents: number }[]> {
    const rows = await this.db.query<{ status: RewardStatus; currency: RewardCurrency; cents: string | number }[]>(
      `SELECT status, currency, SUM(amount_cents) AS cents FROM rewards WHERE user_id = ? GROUP BY status, currency`,
      [userId],
    );
    return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
  }

  /** Place in the public ranking (same order as contributors.repository.ts), null for an inactive or staff account. */
  async rank(userId: number): Promise<number | null> {
    const [me] = await this.db.query<{ role: string; is_active: unknown; aa: number; trc: number }[]>(
      `SELECT role, is_active, articles_approved AS aa, total_rewards_cents AS trc FROM users WHERE id = ?`,
      [userId],
    );
    if (!me || me.role !== 'contributor' || !Number(me.is_active)) return null;
    const [row] = await this.db.query<{ n: string | number }[]>(
      `SELECT COUNT(*) AS n FROM users
       WHERE role = 'contributor' AND is_active = 1
         AND (articles_approved > ? OR (articles_approved = ? AND (total_rewards_cents > ? OR (total_rewards_cents = ? AND id < ?))))`,
      [me.aa, me.aa, me.trc, me.trc, userId],
    );
    return Number(row?.n ?? 0) + 1;
  }

  async topArticles(
    since: string,
    limit: number,
  ): Promise<{ id: number; title: string; slug: string; author: string | null; views: number }[]> {
    const rows = await this.db.query<Record<string, unknown>[]>(
      `SELECT a.id, a.title, a.slug, COALESCE(u.display_name, u.username) AS author, t.views
       FROM (SELECT d.article_id, SUM(d.views) AS views FROM article_views_daily d WHERE d.day >= ?
             GROUP BY d.article_id ORDER BY views DESC, d.article_id ASC LIMIT ?) t
       JOIN articles a ON a.id = t.article_id
       LEFT JOIN users u ON u.id = a.author_id
       ORDER BY t.views DESC, a.id ASC`,
      [since, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      slug: String(row.slug),
      author: row.author === null || row.author === undefined ? null : String(row.author),
      views: Number(row.views),
    }));
  }

  async topContributors(
    since: string,
    limit: number,
  ): Promise<{ id: number; username: string; display_name: string | null; views: number }[]> {
    const rows = await this.db.query<Record<string, unknown>[]>(
      `SELECT u.id, u.username, u.display_name, SUM(d.views) AS views
       FROM author_views_daily d JOIN users u ON u.id = d.author_id
       WHERE d.day >= ? AND u.role = 'contributor'
       GROUP BY u.id, u.username, u.display_name
       ORDER BY views DESC, u.id ASC LIMIT ?`,
      [since, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      username: String(row.username),
      display_name: row.display_name === null || row.display_name === undefined ? null : String(row.display_name),
      views: Number(row.views),
    }));
  }

  /** Submissions received since a date (idx_submissions_submitted), with their decision if any. */
  async submissionsSince(since: Date): Promise<SubmissionRow[]> {
    const rows = await this.db.query<{ submitted_at: unknown; reviewed_at: unknown; status: string }[]>(
      `SELECT submitted_at, reviewed_at, status FROM submissions WHERE submitted_at >= ?`,
      [this.at(since)],
    );
    return rows.map((row) => ({
      submitted_at: readDate(row.submitted_at)!,
      reviewed_at: readDate(row.reviewed_at),
      status: row.status,
    }));
  }
}

/** A datetime as the driver returns it (mysql2: a Date; SQLite: UTC text without an offset). */
export function readDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}
