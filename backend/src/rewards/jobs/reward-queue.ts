import type { OnApplicationShutdown } from '@nestjs/common';
import type { JobOptions, JobQueue } from '../../queue/job-queue';
import { JobName } from '../../queue/queues';
import { type CreditRewardJobData, rewardCheckJobId, rewardJobId } from './reward-job-ids';
import type { RewardJobsConfig } from './reward-jobs-config';

/**
 * Where credit-reward jobs go, in both processes: BullMQ when REDIS_URL is set (the worker credits),
 * else the API's in-process queue (reward-queue.provider.ts).
 */
export class RewardQueue implements OnApplicationShutdown {
  constructor(
    private readonly queue: JobQueue<CreditRewardJobData>,
    private readonly config: RewardJobsConfig,
  ) {}

  /** Adds the job unless one for this reward is already waiting or running. Rejects when the queue is unreachable. */
  enqueue(rewardId: number): Promise<void> {
    return this.queue.add(JobName.CreditReward, { rewardId }, this.options(rewardJobId(rewardId)));
  }

  /**
   * Adds a check of an `uncertain` reward, run after `delayMs`. Its own jobId: the run that schedules it
   * is still the active `reward-<id>` job.
   */
  enqueueCheck(rewardId: number, delayMs: number): Promise<void> {
    const dueSecond = Math.ceil((Date.now() + delayMs) / 1000);
    return this.queue.add(
      JobName.CreditReward,
      { rewardId },
      { ...this.options(rewardCheckJobId(rewardId, dueSecond)), delayMs },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  close(): Promise<void> {
    return this.queue.close();
  }

  private options(jobId: string): JobOptions {
    return { jobId, attempts: this.config.attempts, backoffMs: this.config.backoffMs };
  }
}
