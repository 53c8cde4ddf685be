import { Logger } from '@nestjs/common';
import { WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError, type WorkerOptions } from 'bullmq';
import { logEntry } from '../logging/logger';
import { jobOutcomes } from '../metrics/metrics';
import { redisKeyPrefix } from '../redis/key-prefix';
import { JobGivenUp, type QueuedJob } from './job-queue';
import type { QueueTuning } from './queue-tuning';
import type { JobName } from './queues';

/** Set on a job's data when its handler gave it up: a later run of the same job was asked for by hand. */
interface GivenUpMark {
  givenUp?: boolean;
}

/**
 * Base of a domain's BullMQ consumer (registered by the worker process only): hands each job to the
 * same handler the in-process queue runs, told which try it is. A job its handler gives up fails at once
 * and stays in the failed list; retried from the dashboard, its handler is told the run is by hand.
 */
export abstract class QueueProcessor<Data> extends WorkerHost {
  private readonly jobLogger = new Logger('Jobs');

  async process(job: Job<Data, void, JobName>): Promise<void> {
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
      await this.handle({ name: job.name, data: job.data, attempt: { number, isLast: number >= attempts, byHand } });
    } catch (error) {
      jobOutcomes.inc({ queue: job.queueName, outcome: 'failed' });
      this.jobLogger.warn(line('failed'));
      if (!(error instanceof JobGivenUp)) throw error;
      if (!byHand) await job.updateData({ ...job.data, givenUp: true });
      throw new UnrecoverableError(error.message);
    }
    jobOutcomes.inc({ queue: job.queueName, outcome: 'completed' });
    this.jobLogger.log(line('completed'));
  }

  protected abstract handle(job: QueuedJob<Data>): Promise<void>;
}

/**
 * The `@Processor` options of a queue. Decorator options are fixed when the class is defined: the worker
 * process reads its environment once.
 */
export function processorOptions(
  tuning: Pick<QueueTuning, 'concurrency' | 'lockDurationMs'>,
): Pick<WorkerOptions, 'concurrency' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount' | 'prefix'> {
  return {
    concurrency: tuning.concurrency,
    lockDuration: tuning.lockDurationMs,
    // A killed worker's job is noticed within about one lock duration and taken over by another worker.
    stalledInterval: tuning.lockDurationMs,
    maxStalledCount: 3,
    prefix: redisKeyPrefix(),
  };
}
