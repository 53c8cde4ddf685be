import { type JobOptions, type JobQueue, JobGivenUp, type RunJob } from './job-queue';
import { jobOutcomes } from '../metrics/metrics';
import { reportQueue } from '../metrics/queue-metrics';
import type { QueueName } from './queues';

interface PendingJob<Data> {
  name: string;
  data: Data;
  options: JobOptions;
  attempt: number;
}

/** How long a delayed job that comes due while its jobId is still taken waits before it tries again. */
const DUE_AGAIN_MS = 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The embedded default's queue (no REDIS_URL): the handlers a BullMQ worker runs, with BullMQ's
 * rules (a jobId waiting or running is not added twice; exponential backoff; `attempts` tries), inside
 * the API process. A delayed job takes its jobId when it comes due, and waits while that id is still
 * running: it was asked for after that run began, often by the run itself (a check to come), and must
 * not be lost. Jobs live in memory only: a domain re-adds what a restart lost from its own rows (the
 * reward sweeper).
 */
export class InProcessJobQueue<Data> implements JobQueue<Data> {
  /** Ids of the jobs waiting, running or waiting for a retry. */
  private readonly ids = new Set<string>();
  private readonly waiting: PendingJob<Data>[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = 0;
  private closed = false;
  private idle: (() => void) | null = null;

  private readonly unreport: () => void;

  constructor(
    private readonly handler: RunJob<Data>,
    private readonly concurrency: number,
    private readonly name: QueueName | 'test' = 'test',
  ) {
    this.unreport = reportQueue(name, async () => ({
      waiting: this.waiting.length,
      active: this.running,
      delayed: this.timers.size,
    }));
  }

  async add(name: string, data: Data, options: JobOptions): Promise<void> {
    if (this.closed) return;
    const job = { name, data, options, attempt: 1 };
    if (options.delayMs) this.later(options.delayMs, () => this.admit(job, true));
    else this.admit(job, false);
  }

  async close(): Promise<void> {
    this.unreport();
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    // Running jobs are allowed a moment to finish; the domain takes over whatever is left undone.
    if (this.running > 0)
      await Promise.race([
        new Promise<void>((resolve) => (this.idle = resolve)),
        new Promise((r) => setTimeout(r, 5000).unref()),
      ]);
  }

  /** Node's timers stop at about 24.8 days: a longer delay (a publication scheduled months ahead) is waited in steps. */
  private later(delayMs: number, then: () => void): void {
    const step = Math.min(delayMs, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (delayMs > step) this.later(delayMs - step, then);
      else then();
    }, step);
    this.timers.add(timer);
  }

  private admit(job: PendingJob<Data>, delayed: boolean): void {
    if (this.ids.has(job.options.jobId)) {
      if (delayed) this.later(DUE_AGAIN_MS, () => this.admit(job, true));
      return;
    }
    this.ids.add(job.options.jobId);
    this.push(job);
  }

  private push(job: PendingJob<Data>): void {
    this.waiting.push(job);
    this.drain();
  }

  private drain(): void {
    while (!this.closed && this.running < this.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      this.running += 1;
      void this.run(next);
    }
  }

  private async run(job: PendingJob<Data>): Promise<void> {
    const isLast = job.attempt >= job.options.attempts;
    try {
      await this.handler({ name: job.name, data: job.data, attempt: { number: job.attempt, isLast } });
      jobOutcomes.inc({ queue: this.name, outcome: 'completed' });
      this.ids.delete(job.options.jobId);
    } catch (error) {
      jobOutcomes.inc({ queue: this.name, outcome: 'failed' });
      // Jobs.run has logged the failure, as under BullMQ.
      if (isLast || this.closed || error instanceof JobGivenUp) this.ids.delete(job.options.jobId);
      else this.later(job.options.backoffMs * 2 ** (job.attempt - 1), () => this.push({ ...job, attempt: job.attempt + 1 }));
    } finally {
      this.running -= 1;
      if (this.running === 0) this.idle?.();
      this.drain();
    }
  }
}
