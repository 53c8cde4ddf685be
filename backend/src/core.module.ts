import { Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { CommonModule } from './common/common.module';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { RedisModule } from './redis/redis.module';

/** What both entrypoints share: configuration, database, Redis, in-process events. */
@Module({
  imports: [AppConfigModule, DatabaseModule, RedisModule, EventEmitterModule.forRoot(), CommonModule],
  exports: [AppConfigModule, DatabaseModule, RedisModule, CommonModule],
})
export class CoreModule {}
