import type { Type } from '@nestjs/common';
import type { JobAttempt, JobHandler, JobRetention } from './job-queue';
import type { QueueName } from './queues';

type Env = Record<string, string | undefined>;

/** How a job is retried and run; `QueueTuning` reads them from the environment. */
export interface JobTuning {
  /** Tries before a job is given up. */
  attempts: number;
  /** First retry delay; doubled at each try. */
  backoffMs: number;
  /** Jobs of its queue running at once in one process. */
  concurrency: number;
  /** How long a BullMQ worker's job lock lasts; a killed worker's job is taken over after about this long. */
  lockDurationMs: number;
  /**
   * At most `max` jobs of the queue start per `durationMs`, across every worker (BullMQ's queue limiter,
   * kept in Redis); the in-process queue has one process and no limiter.
   */
  limiter?: { max: number; durationMs: number };
}

/** When the sweeper looks for lost jobs (job-sweeper.ts): every `sweepIntervalMs`, rows untouched for `staleAfterMs`. */
export interface SweepTuning {
  sweepIntervalMs: number;
  staleAfterMs: number;
}

/**
 * What every job keeps unless its definition says otherwise: finished jobs a day, failed ones a week, a
 * thousand of each at most per queue, so that an admin can tell on /blog/admin/queues whether the
 * 14:02 credit e-mail went out, and retry what failed.
 */
export const DEFAULT_JOB_RETENTION: JobRetention = {
  completed: { age: 24 * 3600, count: 1000 },
  failed: { age: 7 * 24 * 3600, count: 1000 },
};

/** A job repeated by BullMQ's job scheduler (with Redis; the worker keeps it, whatever the number of workers). */
export interface JobRepeat<Data> {
  schedulerId: string;
  pattern: string;
  tz: string;
  data: Data;
}

interface JobDefinitionBase<Data extends object> {
  queue: QueueName;
  /** Unique among the registered jobs (checked at start-up); BullMQ's job name. */
  name: string;
  /** Adding a job while one with this id waits or runs adds nothing. */
  jobId(data: Data): string;
  /**
   * The id of a run the job asks for again later (`Jobs.addLater`): its own id, since the run that adds
   * it still holds `jobId`. `dueAt` is when it is due (epoch ms).
   */
  laterJobId?(data: Data, dueAt: number): string;
  /** Run no sooner than this many milliseconds from now (a publication at its minute). */
  delayMs?(data: Data): number;
  repeat?: JobRepeat<Data>;
  /** How long its finished and failed runs stay on the dashboard; `DEFAULT_JOB_RETENTION` when absent. */
  retention?: JobRetention;
  /** The Nest provider that runs the job, looked up in the process's modules at start-up. */
  handler: Type<JobHandler<Data>>;
  /** The log context of the job's own lines (a failed try, the sweeper's). */
  logContext: string;
  /** The warning logged when a try fails (and will be retried while tries are left); not for a job given up. */
  failureMessage(data: Data, attempt: JobAttempt, error: Error): string;
}

/**
 * One job, declared once: its queue, name and data type, its id from its data, its retries, its handler
 * and, when its handler finds stale work, the sweeper's timings. `JobsModule` wires every registered
 * definition for the API and the worker.
 */
export type JobDefinition<Data extends object = object> = JobDefinitionBase<Data> &
  (
    | { sweeps?: false; tuning(env: Env): JobTuning }
    | {
        /** The sweeper queues again what `handler.findStale` returns. */ sweeps: true;
        tuning(env: Env): JobTuning & SweepTuning;
      }
  );

/** Declares a job (its data type first): `export const sendMailJob = defineJob<SendMailJobData>({ … })`. */
export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}
