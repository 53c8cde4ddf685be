import { Logger } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobsConfig } from '../jobs/jobs-config';
import { CreditRewardJobData, QueueName } from '../jobs/queues';
import { RewardCreditor } from './reward-creditor';

// Decorator options are fixed when the class is defined; the worker process reads its environment once.
const jobs = new JobsConfig(process.env);

/** Consumer of the `rewards` queue; registered by the WorkerModule only. */
@Processor(QueueName.Rewards, {
  concurrency: jobs.workerConcurrency,
  lockDuration: jobs.lockDurationMs,
  // A killed worker's job is noticed within about one lock duration and taken over by another worker.
  stalledInterval: jobs.lockDurationMs,
  maxStalledCount: 3,
  prefix: jobs.queuePrefix,
})
export class RewardsProcessor extends WorkerHost {
  private readonly logger = new Logger('Worker');

  constructor(private readonly creditor: RewardCreditor) {
    super();
  }

  async process(job: Job<CreditRewardJobData>): Promise<void> {
    const attempts = job.opts.attempts ?? 1;
    const number = job.attemptsMade + 1;
    try {
      await this.creditor.run(job.data.rewardId, { number, isLast: number >= attempts });
    } catch (error) {
      this.logger.warn(`Récompense ${job.data.rewardId} : essai ${number}/${attempts} échoué (${(error as Error).message})`);
      throw error;
    }
  }
}
