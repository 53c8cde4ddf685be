import { Logger } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobsConfig } from '../jobs/jobs-config';
import { CreditRewardJobData, QueueName } from '../jobs/queues';
import { RewardQueue } from '../jobs/reward-queue';
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

  constructor(
    private readonly creditor: RewardCreditor,
    private readonly queue: RewardQueue,
  ) {
    super();
  }

  async process(job: Job<CreditRewardJobData>): Promise<void> {
    const attempts = job.opts.attempts ?? 1;
    const number = job.attemptsMade + 1;
    try {
      const outcome = await this.creditor.run(job.data.rewardId, { number, isLast: number >= attempts });
      if (outcome) await this.scheduleCheck(job.data.rewardId, outcome.checkAfterMs);
    } catch (error) {
      this.logger.warn(`Récompense ${job.data.rewardId} : essai ${number}/${attempts} échoué (${(error as Error).message})`);
      throw error;
    }
  }

  /** A check that cannot be queued now is not an error of this job: the sweeper makes up for it. */
  private async scheduleCheck(rewardId: number, delayMs: number): Promise<void> {
    try {
      await this.queue.enqueueCheck(rewardId, delayMs);
    } catch (error) {
      this.logger.warn(
        `Récompense ${rewardId} : vérification non planifiée (${(error as Error).message}), le balayage la reprendra`,
      );
    }
  }
}
