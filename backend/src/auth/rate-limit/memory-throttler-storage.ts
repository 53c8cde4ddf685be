import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { AttemptStorage } from './attempt-storage';

interface Window {
  hits: number;
  expiresAt: number;
  blockedUntil: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * The same fixed window and block period as the Redis script, in this process's memory: used when
 * REDIS_URL is not set, and while Redis cannot answer.
 */
export class MemoryThrottlerStorage implements AttemptStorage {
  private readonly windows = new Map<string, Window>();
  private lastSweep = Date.now();

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    this.sweep(now);
    const id = `${throttlerName}:${key}`;
    let window = this.windows.get(id);
    if (!window || (window.expiresAt <= now && window.blockedUntil <= now)) {
      window = { hits: 0, expiresAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
    } else if (window.expiresAt <= now) {
      window.hits = 0;
      window.expiresAt = now + ttl;
    }
    window.hits += 1;
    if (window.blockedUntil <= now && window.hits > limit) window.blockedUntil = now + (blockDuration || ttl);
    const isBlocked = window.blockedUntil > now;
    return Promise.resolve({
      totalHits: window.hits,
      timeToExpire: Math.ceil((window.expiresAt - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((window.blockedUntil - now) / 1000) : 0,
    });
  }

  refund(key: string, throttlerName: string): Promise<void> {
    const window = this.windows.get(`${throttlerName}:${key}`);
    if (window && window.hits > 0) window.hits -= 1;
    return Promise.resolve();
  }

  clear(key: string, throttlerName: string): Promise<void> {
    const window = this.windows.get(`${throttlerName}:${key}`);
    if (window) window.hits = 0;
    return Promise.resolve();
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [id, window] of this.windows) {
      if (window.expiresAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    }
  }
}
