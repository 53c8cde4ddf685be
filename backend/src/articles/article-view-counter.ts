import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { parisDay } from '../common/text/paris-day';
import { UnitOfWork } from '../database/unit-of-work';
import { ArticleViewsRepository, type DailyViews } from './article-views.repository';

export const VIEW_FLUSH_INTERVAL_MS = 5000;

/**
 * Article views are counted in memory and written in batches, so that a popular page costs no
 * database write per visit. Each API node keeps its own buffer; a crash loses at most a few seconds
 * of counts, which is acceptable for a view counter. Each view is also kept under the Paris day it was
 * counted on (`article_views_daily`), written by the same flush, in one transaction.
 */
@Injectable()
export class ArticleViewCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ArticleViewCounter.name);
  private pending = new Map<number, number>();
  private inFlight = new Map<number, number>();
  private pendingDaily: DailyViews = new Map();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly views: ArticleViewsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Runs before the database connection closes, so the last counts are kept. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  record(articleId: number, at: Date | number = Date.now()): void {
    this.pending.set(articleId, (this.pending.get(articleId) ?? 0) + 1);
    this.recordMany(parisDay(at), articleId, 1);
  }

  /** Takes back a view the server itself caused (a page rendered for its own use, never shown). */
  unrecord(articleId: number): void {
    const count = this.pending.get(articleId) ?? 0;
    if (count > 1) this.pending.set(articleId, count - 1);
    else this.pending.delete(articleId);
    for (const ofDay of this.pendingDaily.values()) {
      const daily = ofDay.get(articleId) ?? 0;
      if (daily === 0) continue;
      if (daily > 1) ofDay.set(articleId, daily - 1);
      else ofDay.delete(articleId);
      return;
    }
  }

  /** Views of this article not written yet (added to what the database says). */
  pendingFor(articleId: number): number {
    return (this.pending.get(articleId) ?? 0) + (this.inFlight.get(articleId) ?? 0);
  }

  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    const daily = this.pendingDaily;
    this.pending = new Map();
    this.pendingDaily = new Map();
    this.inFlight = batch;
    this.flushing = this.uow
      .run((tx) => this.views.addViews(tx, batch, daily))
      .catch((error: unknown) => {
        // Put the counts back: the next flush tries again.
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        for (const [day, ofDay] of daily) for (const [id, n] of ofDay) this.recordMany(day, id, n);
        this.logger.warn(`Écriture des vues reportée : ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.inFlight = new Map();
        this.flushing = undefined;
      });
    await this.flushing;
  }

  private recordMany(day: string, articleId: number, n: number): void {
    let ofDay = this.pendingDaily.get(day);
    if (!ofDay) this.pendingDaily.set(day, (ofDay = new Map()));
    ofDay.set(articleId, (ofDay.get(articleId) ?? 0) + n);
  }
}
