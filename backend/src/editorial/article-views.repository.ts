import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Transaction } from '../database/unit-of-work';
import { ArticleViewCount } from './entities/article-view-count.entity';
import { ArticleViewDay } from './entities/article-view-day.entity';
import { AuthorViewDay } from './entities/author-view-day.entity';

/** Articles per statement when buffered views are written (two parameters each). */
const VIEW_UPDATE_CHUNK = 1000;

/**
 * The only writer of the view counters, `article_views`, `article_views_daily` and `author_views_daily`: the
 * batched flush of `articles/` (`ArticleViewCounter`), and the removal of an article (`PublishingRepository`).
 */
@Injectable()
export class ArticleViewsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Adds buffered view counts to `article_views` in the caller's transaction: one statement per count
   * and per thousand articles, in the order of their ids (a crawler's five seconds are thousands of
   * articles seen once each). Never the article rows: rewriting those wide rows, content and all, for each view
   * made the database read and write back a page of the articles table per article seen.
   */
  async addViews(tx: Transaction, counts: Map<number, number>, daily: DailyViews = new Map()): Promise<void> {
    const byCount = groupByCount(counts);
    if (byCount.size === 0) return;
    const sqlite = this.db.options.type === 'better-sqlite3';
    const upsert = sqlite
      ? 'ON CONFLICT (article_id) DO UPDATE SET views = views + ?'
      : 'ON DUPLICATE KEY UPDATE views = views + ?';
    const upsertDaily = sqlite
      ? 'ON CONFLICT (article_id, day) DO UPDATE SET views = views + ?'
      : 'ON DUPLICATE KEY UPDATE views = views + ?';
    const upsertAuthorDaily = sqlite
      ? 'ON CONFLICT (author_id, day) DO UPDATE SET views = views + ?'
      : 'ON DUPLICATE KEY UPDATE views = views + ?';
    const manager = tx.manager;
    for (const [views, ids] of byCount) {
      for (let at = 0; at < ids.length; at += VIEW_UPDATE_CHUNK) {
        const chunk = ids.slice(at, at + VIEW_UPDATE_CHUNK);
        await manager.query(
          `INSERT INTO article_views (article_id, views) VALUES ${chunk.map(() => '(?, ?)').join(', ')} ${upsert}`,
          [...chunk.flatMap((id) => [id, views]), views],
        );
      }
    }
    // Same order of keys in every flush (day, then article), so two nodes flushing at once do not deadlock.
    const authors = await authorsOf(manager, daily);
    for (const day of [...daily.keys()].sort()) {
      for (const [views, ids] of groupByCount(daily.get(day)!)) {
        for (let at = 0; at < ids.length; at += VIEW_UPDATE_CHUNK) {
          const chunk = ids.slice(at, at + VIEW_UPDATE_CHUNK);
          await manager.query(
            `INSERT INTO article_views_daily (article_id, day, views) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')} ${upsertDaily}`,
            [...chunk.flatMap((id) => [id, day, views]), views],
          );
        }
      }
      // The same views summed per author (`author_views_daily`), in the order of the authors' ids.
      for (const [views, authorIds] of groupByCount(sumByAuthor(daily.get(day)!, authors))) {
        for (let at = 0; at < authorIds.length; at += VIEW_UPDATE_CHUNK) {
          const chunk = authorIds.slice(at, at + VIEW_UPDATE_CHUNK);
          await manager.query(
            `INSERT INTO author_views_daily (author_id, day, views) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')} ${upsertAuthorDaily}`,
            [...chunk.flatMap((id) => [id, day, views]), views],
          );
        }
      }
    }
  }

  /**
   * An article's views leave with it, in the transaction that deletes it: its days leave its author's daily
   * sums first, so the author's charts keep matching their articles.
   */
  async removeArticleViews(tx: Transaction, articleId: number, authorId: number | null): Promise<void> {
    await tx.manager.delete(ArticleViewCount, { article_id: articleId });
    if (authorId !== null) {
      const days = await tx.manager.find(ArticleViewDay, { where: { article_id: articleId }, order: { day: 'ASC' } });
      for (const { day, views } of days) {
        if (views <= 0) continue;
        await tx.manager.decrement(AuthorViewDay, { author_id: authorId, day }, 'views', views);
      }
    }
    await tx.manager.delete(ArticleViewDay, { article_id: articleId });
  }
}

/** Views per day (`YYYY-MM-DD`, Paris), then per article. */
export type DailyViews = Map<string, Map<number, number>>;

/** The author of each article seen in the flush (an article deleted since is left out). */
async function authorsOf(manager: EntityManager, daily: DailyViews): Promise<Map<number, number>> {
  const ids = [...new Set([...daily.values()].flatMap((ofDay) => [...ofDay.keys()]))];
  const authors = new Map<number, number>();
  for (let at = 0; at < ids.length; at += VIEW_UPDATE_CHUNK) {
    const chunk = ids.slice(at, at + VIEW_UPDATE_CHUNK);
    const rows = await manager.query<{ id: number; author_id: number | null }[]>(
      `SELECT id, author_id FROM articles WHERE id IN (${chunk.map(() => '?').join(', ')})`,
      chunk,
    );
    for (const row of rows) if (row.author_id !== null) authors.set(Number(row.id), Number(row.author_id));
  }
  return authors;
}

/** One day's views per article, summed per author. */
function sumByAuthor(ofDay: Map<number, number>, authors: Map<number, number>): Map<number, number> {
  const sums = new Map<number, number>();
  for (const [articleId, views] of ofDay) {
    const author = authors.get(articleId);
    if (author !== undefined) sums.set(author, (sums.get(author) ?? 0) + views);
  }
  return sums;
}

/** Article ids by their count, sorted: one statement per count and chunk. */
function groupByCount(counts: Map<number, number>): Map<number, number[]> {
  const byCount = new Map<number, number[]>();
  for (const [id, n] of counts) {
    const views = Math.trunc(n);
    if (views <= 0) continue;
    const ids = byCount.get(views);
    if (ids) ids.push(id);
    else byCount.set(views, [id]);
  }
  for (const ids of byCount.values()) ids.sort((a, b) => a - b);
  return byCount;
}
