import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { authErrors } from '../../i18n/errors';
import { redisKeyPrefix } from '../../redis/key-prefix';
import { RedisConnection } from '../../redis/redis.module';
import { UsersModule } from '../../users/users.module';
import { UsersRepository } from '../../users/users.repository';
import { accountTracker, ACCOUNT_THROTTLER, IP_THROTTLER } from './auth-trackers';
import { MemoryThrottlerStorage } from './memory-throttler-storage';
import { RedisThrottlerStorage } from './redis-throttler-storage';

/**
 * Two counters on each sign-in route: one per client IP, one per account (the address tried, as the
 * database matches it), so that neither one address trying many accounts nor many addresses trying one
 * account get far.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [UsersModule],
      inject: [AppConfig, RedisConnection, UsersRepository],
      useFactory: (config: AppConfig, redis: RedisConnection, users: UsersRepository) => ({
        storage: redis.client ? new RedisThrottlerStorage(redis.client, redisKeyPrefix()) : new MemoryThrottlerStorage(),
        errorMessage: authErrors.tooManyAttempts.text,
        throttlers: [
          { name: IP_THROTTLER, limit: config.rateLimit.authAttempts, ttl: config.rateLimit.authWindowMs },
          {
            name: ACCOUNT_THROTTLER,
            limit: config.rateLimit.authAttempts,
            ttl: config.rateLimit.authWindowMs,
            getTracker: (req) => accountTracker(req, users),
          },
        ],
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
