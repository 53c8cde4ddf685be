import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { BillingModule } from './billing/billing.module';
import { AppConfig } from './config/app-config';
import { CoreModule } from './core.module';
import { JobsConfig } from './jobs/jobs-config';
import { QueueName } from './jobs/queues';
import { rewardQueueProvider } from './rewards/reward-queue.provider';
import { RewardSweeper, RUNS_REWARD_SWEEPER } from './rewards/reward-sweeper';
import { RewardsCoreModule } from './rewards/rewards-core.module';
import { RewardsProcessor } from './rewards/rewards.processor';

/** The worker process: no HTTP, the only module that registers BullMQ processors. */
@Module({
  imports: [
    CoreModule,
    BillingModule.forRoot('attach'),
    RewardsCoreModule,
    BullModule.forRootAsync({
      imports: [RewardsCoreModule],
      inject: [AppConfig, JobsConfig],
      useFactory: (config: AppConfig, jobs: JobsConfig) => {
        if (!config.redisUrl)
          throw new Error('REDIS_URL est obligatoire pour le worker (sans Redis, l’API crédite elle-même les récompenses).');
        const url = new URL(config.redisUrl);
        return {
          prefix: jobs.queuePrefix,
          connection: {
            host: url.hostname,
            port: Number(url.port || 6379),
            username: url.username || undefined,
            password: url.password ? decodeURIComponent(url.password) : undefined,
            db: Number(url.pathname.slice(1) || 0),
            tls: url.protocol === 'rediss:' ? {} : undefined,
            maxRetriesPerRequest: null,
          },
        };
      },
    }),
    BullModule.registerQueue({ name: QueueName.Rewards }),
  ],
  providers: [RewardsProcessor, rewardQueueProvider, { provide: RUNS_REWARD_SWEEPER, useValue: true }, RewardSweeper],
})
export class WorkerModule {}
