import { Logger } from '@nestjs/common';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';
import type { AttemptStorage } from './attempt-storage';
import { MemoryThrottlerStorage } from './memory-throttler-storage';

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

/**
 * @nestjs/throttler storage on Redis. If Redis cannot answer, counting falls back to this process's
 * memory: sign-in keeps working during a Redis outage, with per-instance limits until it returns.
 */
export class RedisThrottlerStorage implements AttemptStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly fallback = new MemoryThrottlerStorage();

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
      this.logger.warn(`Limitation de débit en mémoire locale (Redis indisponible) : ${(error as Error).message}`);
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async refund(key: string, throttlerName: string): Promise<void> {
    try {
      await this.redis.eval(REFUND, 1, this.keyOf(key, throttlerName));
    } catch {
      await this.fallback.refund(key, throttlerName);
    }
  }

  async clear(key: string, throttlerName: string): Promise<void> {
    try {
      await this.redis.del(this.keyOf(key, throttlerName));
    } catch {
      await this.fallback.clear(key, throttlerName);
    }
  }

  private keyOf(key: string, throttlerName: string): string {
    return `${this.keyPrefix}:throttle:${throttlerName}:${key}`;
  }
}
