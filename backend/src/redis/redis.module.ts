import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

/**
 * One shared Redis connection for the API's own uses (rate limits, cache invalidation), or none when
 * REDIS_URL is not set. BullMQ opens its own connections.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisConnection.name);
  readonly client: Redis | null;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    this.client?.on('error', (error: Error) => this.logger.warn(`Redis : ${error.message}`));
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
