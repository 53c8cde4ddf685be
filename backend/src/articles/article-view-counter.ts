import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ArticlesRepository } from './articles.repository';

export const VIEW_FLUSH_INTERVAL_MS = 5000;

/**
 * Article views are counted in memory and written in batches, so that a popular page costs no
 * database write per visit. Each API node keeps its own buffer; a crash loses at most a few seconds
 * of counts, which is acceptable for a view counter.
 */
@Injectable()
export class ArticleViewCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ArticleViewCounter.name);
  private pending = new Map<number, number>();
  private inFlight = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(private readonly articles: ArticlesRepository) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Runs before the database connection closes, so the last counts are kept. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  record(articleId: number): void {
    this.pending.set(articleId, (this.pending.get(articleId) ?? 0) + 1);
  }

  /** Takes back a view the server itself caused (a page rendered for its own use, never shown). */
  unrecord(articleId: number): void {
    const count = this.pending.get(articleId) ?? 0;
    if (count > 1) this.pending.set(articleId, count - 1);
    else this.pending.delete(articleId);
  }

  /** Views of this article not written yet (added to what the database says). */
  pendingFor(articleId: number): number {
    return (this.pending.get(articleId) ?? 0) + (this.inFlight.get(articleId) ?? 0);
  }

  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.inFlight = batch;
    this.flushing = this.articles
      .addViews(batch)
      .catch((error: unknown) => {
        // Put the counts back: the next flush tries again.
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.logger.warn(`Écriture des vues reportée : ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.inFlight = new Map();
        this.flushing = undefined;
      });
    await this.flushing;
  }
}
