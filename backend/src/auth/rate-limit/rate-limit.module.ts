import { Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { RedisConnection } from '../../redis/redis.module';
import { RedisThrottlerStorage } from './redis-throttler-storage';

export const TOO_MANY_ATTEMPTS = 'Trop de tentatives de connexion. Réessayez dans quelques minutes.';

function accountOf(req: Record<string, unknown>): string {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 191) : '';
}

/**
 * Two counters on each sign-in route: one per client IP, one per account (the email tried), so that
 * neither one address trying many accounts nor many addresses trying one account get far.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection) => ({
        storage: redis.client ? new RedisThrottlerStorage(redis.client) : new ThrottlerStorageService(),
        errorMessage: TOO_MANY_ATTEMPTS,
        throttlers: [
          { name: 'auth-ip', limit: config.rateLimit.authAttempts, ttl: config.rateLimit.authWindowMs },
          {
            name: 'auth-account',
            limit: config.rateLimit.authAttempts,
            ttl: config.rateLimit.authWindowMs,
            getTracker: (req) => accountOf(req) || String(req.ip),
          },
        ],
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
