import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { parisDay } from '../common/text/paris-day';
import { UnitOfWork } from '../database/unit-of-work';
import { currentRequest } from '../logging/request-context';
import { PRERENDER_HEADER } from '../public-cache/cache-front';
import { RedisConnection } from '../redis/redis.module';
import { redisKeyPrefix } from '../redis/key-prefix';
import { ArticleViewsRepository, type DailyViews } from '../editorial/article-views.repository';
import { DailyReaders, isRobot, readerOf } from './daily-readers';

export const VIEW_FLUSH_INTERVAL_MS = 5000;

/**
 * Article views are counted in memory and written in batches, so that a popular page costs no
 * database write per visit. Each API node keeps its own buffer; a crash loses at most a few seconds
 * of counts, which is acceptable for a view counter. Each view is also kept under the Paris day it was
 * counted on (`article_views_daily`), written by the same flush, in one transaction.
 *
 * A view is a reader, not a request: at most one per reader, article and Paris day (`DailyReaders`:
 * a salted hash of the address and user agent, forgotten with the day), and none for known robots and
 * crawlers, nor for a prerender or the server's own renders (`withoutViews`).
 */
@Injectable()
export class ArticleViewCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ArticleViewCounter.name);
  private pending = new Map<number, number>();
  private inFlight = new Map<number, number>();
  private pendingDaily: DailyViews = new Map();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly silent = new AsyncLocalStorage<true>();
  private readonly readers: DailyReaders;
  private readonly trustProxy = process.env.TRUST_PROXY === 'true';
  /** The clock deciding the day of a view (tests move it to another day). */
  now: () => number = Date.now;

  constructor(
    private readonly views: ArticleViewsRepository,
    private readonly uow: UnitOfWork,
    redis: RedisConnection,
  ) {
    // VIEW_REDIS_DEADLINE_MS: how long a Redis answer is awaited (150 ms unless set; tests on a busy machine wait longer).
    const deadlineMs = Number(process.env.VIEW_REDIS_DEADLINE_MS) || undefined;
    this.readers = new DailyReaders({ redis: redis.client, keyPrefix: redisKeyPrefix(), deadlineMs });
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Runs before the database connection closes, so the last counts are kept. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /**
   * A view of a published article by the reader of `request` (by default the request being answered):
   * counted if it is their first of the article today and they are not a robot. Without a request (work
   * of the server's own, tests), the view is counted as is. True when the view was counted at once;
   * false when it was not, or when Redis decides (it is then counted a moment later if it must be).
   */
  record(articleId: number, request: IncomingMessage | undefined = currentRequest()): boolean {
    if (this.silent.getStore()) return false;
    const at = this.now();
    if (request) {
      if (request.headers[PRERENDER_HEADER] !== undefined) return false;
      const reader = readerOf(request, this.trustProxy);
      if (isRobot(reader.userAgent)) return false;
      const first = this.readers.firstToday(articleId, reader, at);
      if (first === false) return false;
      if (first !== true) {
        void first.then((counts) => counts && this.count(articleId, at));
        return false;
      }
    }
    this.count(articleId, at);
    return true;
  }

  /** Runs `work` (a render for the server's own use, never shown) without counting the views it reads. */
  withoutViews<T>(work: () => Promise<T>): Promise<T> {
    return this.silent.run(true, work);
  }

  /** Counts one view on the day of `at`, whoever read (no reader check: `record` decides). */
  count(articleId: number, at: Date | number = this.now()): void {
    this.pending.set(articleId, (this.pending.get(articleId) ?? 0) + 1);
    this.recordMany(parisDay(at), articleId, 1);
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
