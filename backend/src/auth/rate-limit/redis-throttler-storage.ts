import { Logger } from '@nestjs/common';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';
import type { AttemptStorage } from './attempt-storage';
import { MemoryThrottlerStorage } from './memory-throttler-storage';
import { rateLimitFallbacks } from '../../metrics/metrics';

// Atomic fixed-window counter with an optional block period, so that every API instance sees the same count.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return { hits, ttl, blocked }
`;

// Takes one hit back without ever going below zero or touching the window's expiry.
const REFUND = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return hits
`;

/** After Redis failed to answer, counts stay in memory this long before Redis is asked again. */
export const REDIS_RETRY_AFTER_MS = 5000;

let memoryCounts = 0;
/** Counts kept in this process's memory for want of Redis, since start (`blog_rate_limit_memory_fallbacks_total`). */
export const rateLimitMemoryCounts = (): number => memoryCounts;

/**
 * @nestjs/throttler storage on Redis. If Redis cannot answer (down, or silent past the connection's
 * command deadline), counting falls back to this process's memory: sign-in and writes keep working
 * during a Redis outage, with per-instance limits until it returns. The first failure is logged and
 * opens a pause of `REDIS_RETRY_AFTER_MS` during which Redis is not asked, so a frozen Redis costs one
 * deadline, not one per count; each count kept in memory adds to `blog_rate_limit_memory_fallbacks_total`.
 */
export class RedisThrottlerStorage implements AttemptStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly fallback = new MemoryThrottlerStorage();
  /** Until when Redis is not asked (epoch ms), after a failure. */
  private pausedUntil = 0;

  constructor(
    private readonly redis: Redis,
    /** The deployment's Redis key prefix: test runs or deployments sharing a Redis count apart. */
    private readonly keyPrefix: string,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.paused()) return this.inMemory(key, ttl, limit, blockDuration, throttlerName);
    try {
      const base = this.keyOf(key, throttlerName);
      const [hits, ttlMs, blockedMs] = (await this.redis.eval(
        INCREMENT,
        2,
        base,
        `${base}:blocked`,
        ttl,
        limit,
        blockDuration || ttl,
      )) as [number, number, number];
      const isBlocked = blockedMs > 0;
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(Math.max(ttlMs, 0) / 1000),
        isBlocked,
        timeToBlockExpire: isBlocked ? Math.ceil(blockedMs / 1000) : 0,
      };
    } catch (error) {
      this.failed(error);
      return this.inMemory(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async refund(key: string, throttlerName: string): Promise<void> {
    if (this.paused()) return this.fallback.refund(key, throttlerName);
    try {
      await this.redis.eval(REFUND, 1, this.keyOf(key, throttlerName));
    } catch (error) {
      this.failed(error);
      await this.fallback.refund(key, throttlerName);
    }
  }

  async clear(key: string, throttlerName: string): Promise<void> {
    if (this.paused()) return this.fallback.clear(key, throttlerName);
    try {
      await this.redis.del(this.keyOf(key, throttlerName));
    } catch (error) {
      this.failed(error);
      await this.fallback.clear(key, throttlerName);
    }
  }

  private paused(): boolean {
    return Date.now() < this.pausedUntil;
  }

  private failed(error: unknown): void {
    this.pausedUntil = Date.now() + REDIS_RETRY_AFTER_MS;
    this.logger.warn(
      `Limitation de débit en mémoire locale pendant ${REDIS_RETRY_AFTER_MS / 1000} s (Redis indisponible) : ${(error as Error).message}`,
    );
  }

  private inMemory(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    memoryCounts += 1;
    rateLimitFallbacks.inc();
    return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  private keyOf(key: string, throttlerName: string): string {
    return `${this.keyPrefix}:throttle:${throttlerName}:${key}`;
  }
}
