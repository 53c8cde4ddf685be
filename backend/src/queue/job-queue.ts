/** How long BullMQ keeps a job once it is over, for the dashboard (ages in seconds); a count bounds each list. */
export interface JobRetention {
  completed: { age: number; count: number };
  failed: { age: number; count: number };
}

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
  /** How long BullMQ keeps the job once over (the in-process queue keeps nothing). */
  retention: JobRetention;
}

/** Which try this run is; on the last one a handler gives up for good rather than throw. */
export interface JobAttempt {
  number: number;
  isLast: boolean;
  /**
   * Asked for by an admin after the job was given up (the retry of a failed job on the queue dashboard,
   * /blog/admin/queues): the handler may undo what giving up did, through its domain's own rules.
   */
  byHand?: boolean;
}

/**
 * Thrown by a handler that gives its job up for good (its domain has recorded why): no more tries. Under
 * BullMQ the job stays in the queue's failed list, where an admin may retry it from the dashboard.
 */
export class JobGivenUp extends Error {
  override readonly name = 'JobGivenUp';
}

export interface QueuedJob<Data> {
  name: string;
  data: Data;
  attempt: JobAttempt;
}

/**
 * Runs one job: resolves when done, rejects to be retried (with backoff, while tries are left). It logs
 * its failures (`Jobs.run`): neither BullMQ nor the in-process queue does.
 */
export type RunJob<Data> = (job: QueuedJob<Data>) => Promise<void>;

/**
 * The Nest provider that runs one kind of job (named by its definition, `define-job.ts`), the same under
 * BullMQ and in the in-process queue.
 */
export interface JobHandler<Data> {
  /** Resolves when done; rejects to be retried (its definition's `failureMessage` is logged); throws `JobGivenUp` to stop for good. */
  handle(job: QueuedJob<Data>): Promise<void>;
  /**
   * For the sweeper (job-sweeper.ts): the data of the jobs still due whose rows nothing touched since
   * `before`. `atStart` is the sweep at start-up, which queues again all that is due.
   */
  findStale?(before: Date, atStart: boolean): Promise<Data[]>;
}

/**
 * Where a domain adds its jobs: BullMQ when REDIS_URL is set (a worker process runs them), else a queue
 * inside the API process that runs the same handler with the same rules.
 */
export interface JobQueue<Data> {
  /** Rejects when the queue is unreachable (the caller keeps enough state to add the job again later). */
  add(name: string, data: Data, options: JobOptions): Promise<void>;
  close(): Promise<void>;
}
