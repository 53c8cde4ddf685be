import type { Logger } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { intVar } from '../config/app-config';

/**
 * What a connection is for, which decides how it behaves while Redis is away:
 * - `client`, `producer`: fail fast (one try, no offline queue, each command answered within
 *   `REDIS_COMMAND_TIMEOUT_MS`), so that a request or an approval is not held, even by a Redis that
 *   keeps its connections open but answers nothing (frozen, swapping); their callers fall back (memory
 *   counters, the sweeper re-enqueues later).
 * - `worker`: a BullMQ worker waits through a reconnection; BullMQ requires `maxRetriesPerRequest: null`.
 * - `subscriber`: pub/sub queues its commands while reconnecting and ioredis subscribes again by itself.
 */
export type RedisRole = 'client' | 'producer' | 'worker' | 'subscriber';

/** ioredis's own retry strategy is kept: BullMQ's typing of these options refuses the `null` ioredis allows. */
export type RedisConnectionOptions = Omit<RedisOptions, 'retryStrategy'>;

const FAIL_FAST: RedisConnectionOptions = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false };

type Env = Record<string, string | undefined>;

/** The longest a command of a request's path waits for Redis (`REDIS_COMMAND_TIMEOUT_MS`, 1000 by default). */
export function redisCommandTimeoutMs(env: Env = process.env): number {
  return intVar(env, 'REDIS_COMMAND_TIMEOUT_MS', 1000, 50, 60_000);
}

function roleOptions(role: RedisRole, env: Env): RedisConnectionOptions {
  switch (role) {
    case 'client':
    case 'producer':
      return { ...FAIL_FAST, commandTimeout: redisCommandTimeoutMs(env) };
    // No command deadline: a worker's blocking reads wait by design, and a subscriber only listens.
    case 'worker':
      return { maxRetriesPerRequest: null };
    case 'subscriber':
      return { enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false };
  }
}

/**
 * The ioredis options of every connection of this application, from REDIS_URL (`redis://` or
 * `rediss://`, user, password and database number included). A plain object rather than a URL, so that
 * BullMQ's connection settings take it as is. Keys are not prefixed here: BullMQ refuses ioredis's
 * `keyPrefix`, so queues get `redisKeyPrefix()` as their own `prefix` and the other keys carry it by name.
 */
export function redisOptions(redisUrl: string, role: RedisRole, env: Env = process.env): RedisConnectionOptions {
  const url = new URL(redisUrl);
  return {
    // Query parameters are connection options, as ioredis reads them from a URL (`?family=6`).
    ...Object.fromEntries([...url.searchParams].map(([key, value]) => [key, key === 'family' ? Number(value) : value])),
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number(url.pathname.slice(1) || 0),
    tls: url.protocol === 'rediss:' ? {} : undefined,
    ...roleOptions(role, env),
  };
}

/** A connection of its own, its errors logged as warnings (ioredis reconnects by itself). */
export function connectRedis(redisUrl: string, role: RedisRole, logger: Logger, label = 'Redis'): Redis {
  const connection = new Redis(redisOptions(redisUrl, role));
  connection.on('error', (error: Error) => logger.warn(`${label} : ${error.message}`));
  return connection;
}
