import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { AppConfig } from '../config/app-config';
import { redisKeyPrefix } from '../redis/key-prefix';
import { redisOptions } from '../redis/redis-options';

/** The worker process's BullMQ connection, shared by every queue a domain's worker module registers. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.redisUrl)
          throw new Error('REDIS_URL est obligatoire pour le worker (sans Redis, l’API exécute elle-même les jobs).');
        return { prefix: redisKeyPrefix(), connection: redisOptions(config.redisUrl, 'worker') };
      },
    }),
  ],
})
export class QueueWorkerModule {}
