import { redisOptions } from './redis-options';

describe('Redis connection options', () => {
  it('reads host, port, user, password and database from REDIS_URL', () => {
    expect(redisOptions('redis://blog:p%40ss@redis.internal:6380/2', 'client')).toMatchObject({
      host: 'redis.internal',
      port: 6380,
      username: 'blog',
      password: 'p@ss',
      db: 2,
      tls: undefined,
    });
    expect(redisOptions('redis://127.0.0.1', 'client')).toMatchObject({ host: '127.0.0.1', port: 6379, db: 0 });
  });

  it('uses TLS for rediss:// and keeps ioredis query options', () => {
    expect(redisOptions('rediss://:secret@[::1]:6379?family=6', 'client')).toMatchObject({
      host: '::1',
      password: 'secret',
      username: undefined,
      tls: {},
      family: 6,
    });
  });

  it('fails fast for the API and producers, waits through reconnections for workers and subscribers', () => {
    const url = 'redis://127.0.0.1:6379';
    for (const role of ['client', 'producer'] as const)
      expect(redisOptions(url, role)).toMatchObject({ maxRetriesPerRequest: 1, enableOfflineQueue: false });
    expect(redisOptions(url, 'worker').maxRetriesPerRequest).toBeNull();
    expect(redisOptions(url, 'worker').commandTimeout).toBeUndefined();
    expect(redisOptions(url, 'subscriber').commandTimeout).toBeUndefined();
    expect(redisOptions(url, 'subscriber')).toMatchObject({ maxRetriesPerRequest: null, enableOfflineQueue: true });
  });

  it('gives every command of the API and producers a deadline, 1 s unless REDIS_COMMAND_TIMEOUT_MS says otherwise', () => {
    const url = 'redis://127.0.0.1:6379';
    expect(redisOptions(url, 'client', {}).commandTimeout).toBe(1000);
    expect(redisOptions(url, 'producer', { REDIS_COMMAND_TIMEOUT_MS: '250' }).commandTimeout).toBe(250);
  });
});
