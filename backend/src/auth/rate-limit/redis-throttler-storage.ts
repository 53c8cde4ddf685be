import { Logger } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';

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

/**
 * @nestjs/throttler storage on Redis. If Redis cannot answer, counting falls back to this process's
 * memory: sign-in keeps working during a Redis outage, with per-instance limits until it returns.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly fallback = new ThrottlerStorageService();

  constructor(private readonly redis: Redis) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      const base = `throttle:${throttlerName}:${key}`;
      const [hits, ttlMs, blockedMs] = (await this.redis.eval(INCREMENT, 2, base, `${base}:blocked`, ttl, limit, blockDuration || ttl)) as [number, number, number];
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
}
