import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';
import { logEntry } from '../logging/logger';
import { jobOutcomes } from '../metrics/metrics';
import { redisKeyPrefix } from '../redis/key-prefix';
import { redisOptions } from '../redis/redis-options';
import type { JobTuning } from './define-job';
import { JobGivenUp, type QueuedJob } from './job-queue';
import type { Jobs } from './jobs';

/** Set on a job's data when its handler gave it up: a later run of the same job was asked for by hand. */
interface GivenUpMark {
  givenUp?: boolean;
}

/**
 * The worker process's BullMQ consumers: one Worker per queue, built at start-up from the registered
 * jobs and the configuration read then. Each hands its jobs to the same handlers the in-process queue
 * runs. Closing takes no new job and waits for the running ones, before anything else shuts down.
 */
export class JobWorkers {
  private workers: Worker<object, void, string>[] = [];

  constructor(
    private readonly jobs: Jobs,
    private readonly redisUrl: string,
  ) {}

  start(): void {
    this.workers = this.jobs.queueNames().map((queue) => {
      const tuning = this.jobs.queueTuningOf(queue);
      return new Worker(queue, (job: Job<object, void, string>) => processJob(job, (run) => this.jobs.run(run)), {
        connection: redisOptions(this.redisUrl, 'worker'),
        ...workerOptions(tuning),
      });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.workers = [];
  }
}

const jobLogger = new Logger('Jobs');

/**
 * Runs one BullMQ job, told which try it is, and logs its outcome. A job its handler gives up fails at
 * once and stays in the failed list; retried from the dashboard, its handler is told the run is by hand.
 */
export async function processJob(
  job: Job<object, void, string>,
  handle: (job: QueuedJob<object>) => Promise<void>,
): Promise<void> {
  const attempts = job.opts.attempts ?? 1;
  const number = job.attemptsMade + 1;
  const started = performance.now();
  const line = (outcome: 'completed' | 'failed') =>
    logEntry(`job ${job.queueName}/${job.name} ${outcome === 'completed' ? 'terminé' : 'échoué'}`, {
      queue: job.queueName,
      job: job.name,
      jobId: job.id,
      attempt: number,
      outcome,
      durationMs: Math.round(performance.now() - started),
      requestId: (job.data as { requestId?: string } | undefined)?.requestId,
    });
  const byHand = (job.data as GivenUpMark | undefined)?.givenUp === true;
  try {
    await handle({ name: job.name, data: job.data, attempt: { number, isLast: number >= attempts, byHand } });
  } catch (error) {
    jobOutcomes.inc({ queue: job.queueName, outcome: 'failed' });
    jobLogger.warn(line('failed'));
    if (!(error instanceof JobGivenUp)) throw error;
    if (!byHand) await job.updateData({ ...job.data, givenUp: true });
    throw new UnrecoverableError(error.message);
  }
  jobOutcomes.inc({ queue: job.queueName, outcome: 'completed' });
  jobLogger.log(line('completed'));
}

/** A queue's Worker options, from the tuning of its jobs. */
export function workerOptions(
  tuning: Pick<JobTuning, 'concurrency' | 'lockDurationMs' | 'limiter'>,
): Pick<WorkerOptions, 'concurrency' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount' | 'prefix' | 'limiter'> {
  return {
    ...(tuning.limiter ? { limiter: { max: tuning.limiter.max, duration: tuning.limiter.durationMs } } : {}),
    concurrency: tuning.concurrency,
    lockDuration: tuning.lockDurationMs,
    // A killed worker's job is noticed within about one lock duration and taken over by another worker.
    stalledInterval: tuning.lockDurationMs,
    maxStalledCount: 3,
    prefix: redisKeyPrefix(),
  };
}
