import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { connectRedis, type RedisRole } from './redis-options';

/**
 * One shared Redis connection for the API's own uses (rate limits, cache invalidation), or none when
 * REDIS_URL is not set. A use that needs a connection of its own (a subscriber) asks `connect`; BullMQ
 * opens its own connections from the same options (redis-options.ts).
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisConnection.name);
  private readonly url: string | undefined;
  readonly client: Redis | null;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.url = config.redisUrl;
    this.client = this.connect('client', this.logger);
  }

  /** A new connection to the same Redis, closed by its owner; null when REDIS_URL is not set. */
  connect(role: RedisRole, logger: Logger, label?: string): Redis | null {
    return this.url ? connectRedis(this.url, role, logger, label) : null;
  }

  /** Whether Redis answers right now ('disabled' when it is not configured). */
  async status(): Promise<'up' | 'down' | 'disabled'> {
    if (!this.client) return 'disabled';
    try {
      await this.client.ping();
      return 'up';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => undefined);
  }
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
