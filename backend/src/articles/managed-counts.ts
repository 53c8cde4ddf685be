import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PUBLIC_CONTENT_CHANGED } from '../public-cache/public-cache-invalidator';
import { TABLE_CHANGED, type TableChanged } from '../database/unit-of-work';
import { ArticlesRepository } from './articles.repository';
import type { ArticleStatus } from '../editorial/entities/article.entity';

/**
 * How long a figure is kept at most. Writes on this instance clear the figures as soon as they commit,
 * and publications by the worker or another instance through the public-content bus; this bound only
 * covers what another instance writes without a public change (a draft), so its total lags that long.
 */
const MAX_AGE_MS = 10_000;

/**
 * The totals of the staff's article list, all articles or one status: a COUNT walks the index over
 * every article (40–60 ms at 100,000), while every page of the list needs the same figure. A
 * contributor's own list is counted each time (their index range is short).
 */
@Injectable()
export class ManagedCounts {
  private counts = new Map<ArticleStatus | 'all', { count: Promise<number>; at: number }>();

  constructor(private readonly articles: ArticlesRepository) {}

  @OnEvent(TABLE_CHANGED)
  onTableChanged(change: TableChanged): void {
    if (change.table === 'articles') this.clear();
  }

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  clear(): void {
    this.counts = new Map();
  }

  of(status: ArticleStatus | undefined): Promise<number> {
    const key = status ?? 'all';
    const kept = this.counts.get(key);
    if (kept && Date.now() - kept.at < MAX_AGE_MS) return kept.count;
    const counts = this.counts;
    const count = this.articles.countManaged({ status });
    counts.set(key, { count, at: Date.now() });
    // A failed count is not kept; one started before a change is dropped with the old map.
    count.catch(() => counts.delete(key));
    return count;
  }
}
