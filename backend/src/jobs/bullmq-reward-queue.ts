import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { JobsConfig } from './jobs-config';
import { CreditRewardJobData, JobName, QueueName, rewardCheckJobId, rewardJobId } from './queues';
import { RewardQueue } from './reward-queue';

const ADD_TIMEOUT_MS = 3000;

/** Producer side of the `rewards` queue: the API and the worker's sweeper add jobs here. */
export class BullmqRewardQueue extends RewardQueue {
  private readonly logger = new Logger('RewardQueue');
  private readonly connection: IORedis;
  private readonly queue: Queue<CreditRewardJobData>;

  constructor(
    redisUrl: string,
    private readonly jobs: JobsConfig,
  ) {
    super();
    // Fail fast while Redis is down instead of holding the caller: the sweeper re-enqueues later.
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.connection.on('error', (error: Error) => this.logger.warn(`Redis : ${error.message}`));
    this.queue = new Queue<CreditRewardJobData>(QueueName.Rewards, { connection: this.connection, prefix: jobs.queuePrefix });
    this.queue.on('error', (error: Error) => this.logger.warn(`File ${QueueName.Rewards} : ${error.message}`));
  }

  enqueue(rewardId: number): Promise<void> {
    return this.add(rewardId, rewardJobId(rewardId), 0);
  }

  /** Its own jobId: the run that schedules it is still the active `reward-<id>` job. */
  enqueueCheck(rewardId: number, delayMs: number): Promise<void> {
    const dueSecond = Math.ceil((Date.now() + delayMs) / 1000);
    return this.add(rewardId, rewardCheckJobId(rewardId, dueSecond), delayMs);
  }

  private async add(rewardId: number, jobId: string, delay: number): Promise<void> {
    const add = this.queue.add(
      JobName.CreditReward,
      { rewardId },
      {
        jobId,
        delay,
        attempts: this.jobs.rewardAttempts,
        backoff: { type: 'exponential', delay: this.jobs.rewardBackoffMs },
        // Finished jobs are dropped so that the same jobId can be added again (admin retry, sweeper).
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis n'a pas répondu en ${ADD_TIMEOUT_MS} ms`)), ADD_TIMEOUT_MS);
    });
    try {
      await Promise.race([add, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    await this.queue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}
