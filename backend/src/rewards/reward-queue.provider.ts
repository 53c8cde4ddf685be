import type { Provider } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BullmqRewardQueue } from '../jobs/bullmq-reward-queue';
import { InProcessRewardQueue } from '../jobs/in-process-reward-queue';
import { JobsConfig } from '../jobs/jobs-config';
import { RewardQueue } from '../jobs/reward-queue';
import { RewardCreditor } from './reward-creditor';

export const jobsConfigProvider: Provider = { provide: JobsConfig, useFactory: () => new JobsConfig(process.env) };

/** BullMQ with REDIS_URL (a worker process credits), else the same creditor run inside this process. */
export const rewardQueueProvider: Provider = {
  provide: RewardQueue,
  inject: [AppConfig, JobsConfig, RewardCreditor],
  useFactory: (config: AppConfig, jobs: JobsConfig, creditor: RewardCreditor): RewardQueue =>
    config.redisUrl
      ? new BullmqRewardQueue(config.redisUrl, jobs)
      : new InProcessRewardQueue((rewardId, attempt) => creditor.run(rewardId, attempt), jobs),
};
