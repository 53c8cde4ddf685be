import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { currentRequestId } from '../logging/request-context';
import { reportQueue } from '../metrics/queue-metrics';
import { redisKeyPrefix } from '../redis/key-prefix';
import { connectRedis } from '../redis/redis-options';
import type { JobOptions, JobQueue } from './job-queue';
import type { QueueName } from './queues';

const ADD_TIMEOUT_MS = 3000;

/** Producer side of one BullMQ queue: the API and the worker add jobs here; a BullMQ worker runs them (job-workers.ts). */
export class BullmqJobQueue<Data> implements JobQueue<Data> {
  private readonly logger: Logger;
  private readonly connection: Redis;
  private readonly queue: Queue;
  private readonly unreport: () => void;

  constructor(name: QueueName, redisUrl: string) {
    this.logger = new Logger(`File ${name}`);
    // Fail fast while Redis is down instead of holding the caller: the domain adds the job again later.
    this.connection = connectRedis(redisUrl, 'producer', this.logger);
    this.queue = new Queue(name, { connection: this.connection, prefix: redisKeyPrefix() });
    this.queue.on('error', (error: Error) => this.logger.warn(`BullMQ : ${error.message}`));
    this.unreport = reportQueue(name, () =>
      withTimeout(this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed')),
    );
  }

  async add(name: string, data: Data, options: JobOptions): Promise<void> {
    const requestId = currentRequestId();
    // The request that caused the job, for the worker's log line of its outcome.
    const add = async () => {
      // A finished or failed job kept for the dashboard holds its id: asking for the job again replaces
      // it, as when such jobs were dropped at once (admin retry from the back office, sweeper).
      const state = await this.queue.getJobState(options.jobId);
      if (state === 'failed' || state === 'completed') await this.queue.remove(options.jobId);
      await this.queue.add(name, requestId ? { ...data, requestId } : data, {
        jobId: options.jobId,
        delay: options.delayMs ?? 0,
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        // Kept for the dashboard (define-job.ts, DEFAULT_JOB_RETENTION), bounded in age and count.
        removeOnComplete: options.retention.completed,
        removeOnFail: options.retention.failed,
      });
    };
    await withTimeout(add());
  }

  async close(): Promise<void> {
    this.unreport();
    await this.queue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis n'a pas répondu en ${ADD_TIMEOUT_MS} ms`)), ADD_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
