import { Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { PublicCacheModule } from './public-cache/public-cache.module';
import { RedisModule } from './redis/redis.module';
import { pageBuildFingerprint } from './web/page-build-fingerprint';

/** What both entrypoints share: configuration, database, Redis, in-process events. */
@Module({
  imports: [
    AppConfigModule,
    DatabaseModule,
    RedisModule,
    EventEmitterModule.forRoot(),
    PublicCacheModule.forRoot({ buildFingerprint: pageBuildFingerprint }),
  ],
  exports: [AppConfigModule, DatabaseModule, RedisModule, PublicCacheModule],
})
export class CoreModule {}
