import type { JobName } from './queues';

/** How one job is added: the same rules under BullMQ and in the in-process queue. */
export interface JobOptions {
  /** Adding a job while one with this id waits or runs does nothing (a delayed one: see each queue). */
  jobId: string;
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
  /** Tries before the job is given up. */
  attempts: number;
  /** First retry delay; doubled at each try. */
  backoffMs: number;
}

/** Which try this run is; on the last one a handler gives up for good rather than throw. */
export interface JobAttempt {
  number: number;
  isLast: boolean;
}

export interface QueuedJob<Data> {
  name: JobName;
  data: Data;
  attempt: JobAttempt;
}

/**
 * Runs one job: resolves when done, rejects to be retried (with backoff, while tries are left). It logs
 * its own failures: neither BullMQ nor the in-process queue does.
 */
export type JobHandler<Data> = (job: QueuedJob<Data>) => Promise<void>;

/**
 * Where a domain adds its jobs: BullMQ when REDIS_URL is set (a worker process runs them), else a queue
 * inside the API process that runs the same handler with the same rules.
 */
export interface JobQueue<Data> {
  /** Rejects when the queue is unreachable (the caller keeps enough state to add the job again later). */
  add(name: JobName, data: Data, options: JobOptions): Promise<void>;
  close(): Promise<void>;
}
