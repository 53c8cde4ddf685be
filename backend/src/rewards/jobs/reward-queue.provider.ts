import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BullmqJobQueue } from '../../queue/bullmq-job-queue';
import { InProcessJobQueue } from '../../queue/in-process-job-queue';
import { QueueName } from '../../queue/queues';
import { RewardCreditor } from '../reward-creditor';
import { type RewardJobRunner, runCreditRewardJob } from './credit-reward.job';
import type { CreditRewardJobData } from './reward-job-ids';
import { RewardJobsConfig } from './reward-jobs-config';
import { RewardQueue } from './reward-queue';

/**
 * The embedded default's reward queue (no REDIS_URL): the worker's job, with its dedupe per reward and its
 * backoff, inside this process. The sweeper re-enqueues whatever a restart lost, since the rows stay `pending`.
 */
export function inProcessRewardQueue(run: RewardJobRunner, config: RewardJobsConfig): RewardQueue {
  const rewards: RewardQueue = new RewardQueue(
    new InProcessJobQueue<CreditRewardJobData>(
      (job) => runCreditRewardJob(job, run, rewards),
      config.concurrency,
      QueueName.Rewards,
    ),
    config,
  );
  return rewards;
}

/** BullMQ with REDIS_URL (a worker process credits), else the same creditor run inside this process. */
export const rewardQueueProvider: Provider = {
  provide: RewardQueue,
  inject: [AppConfig, RewardJobsConfig, RewardCreditor],
  useFactory: (app: AppConfig, config: RewardJobsConfig, creditor: RewardCreditor): RewardQueue =>
    app.redisUrl
      ? new RewardQueue(new BullmqJobQueue<CreditRewardJobData>(QueueName.Rewards, app.redisUrl), config)
      : inProcessRewardQueue((rewardId, attempt) => creditor.run(rewardId, attempt), config),
};
