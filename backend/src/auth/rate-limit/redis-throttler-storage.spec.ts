import type Redis from 'ioredis';
import { rateLimitMemoryCounts, REDIS_RETRY_AFTER_MS, RedisThrottlerStorage } from './redis-throttler-storage';

describe('rate limit counts on Redis', () => {
  afterEach(() => jest.useRealTimers());

  it('counts in memory once Redis misses its deadline, without asking it again for a while, then asks again', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate'] });
    const evalCalls: unknown[] = [];
    let answer: () => Promise<unknown> = () => Promise.reject(new Error('Command timed out'));
    const redis = { eval: (...args: unknown[]) => (evalCalls.push(args), answer()), del: jest.fn() } as unknown as Redis;
    const storage = new RedisThrottlerStorage(redis, 'test');
    const before = rateLimitMemoryCounts();

    const first = await storage.increment('ip:1', 60_000, 2, 60_000, 'ip');
    expect(first).toMatchObject({ totalHits: 1, isBlocked: false });
    // The next counts during the pause stay in memory and still limit: no one waits on Redis again.
    await storage.increment('ip:1', 60_000, 2, 60_000, 'ip');
    expect(await storage.increment('ip:1', 60_000, 2, 60_000, 'ip')).toMatchObject({ totalHits: 3, isBlocked: true });
    await storage.clear('ip:2', 'ip');
    expect(evalCalls).toHaveLength(1);
    expect(redis.del).not.toHaveBeenCalled();
    expect(rateLimitMemoryCounts() - before).toBe(3);

    jest.setSystemTime(1_000_000 + REDIS_RETRY_AFTER_MS + 1);
    answer = () => Promise.resolve([1, 60_000, -2]);
    expect(await storage.increment('ip:3', 60_000, 2, 60_000, 'ip')).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(evalCalls).toHaveLength(2);
  });
});
