import { type DynamicModule, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DATABASE_SCHEMA } from './database/schema';
import { PublicCacheModule } from './public-cache/public-cache.module';
import { RedisModule } from './redis/redis.module';
import { pageBuildFingerprint } from './web/page-build-fingerprint';

/**
 * What both entrypoints share: configuration, database, Redis, in-process events, the public cache
 * (`servesPages`: the API; the worker serves no page and never opens the page directory).
 */
@Module({})
export class CoreModule {
  static forRoot(options: { servesPages: boolean }): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        AppConfigModule,
        DatabaseModule.forRoot(DATABASE_SCHEMA),
        RedisModule,
        EventEmitterModule.forRoot(),
        PublicCacheModule.forRoot({ buildFingerprint: pageBuildFingerprint, servesPages: options.servesPages }),
      ],
      exports: [AppConfigModule, DatabaseModule, RedisModule, PublicCacheModule],
    };
  }
}
