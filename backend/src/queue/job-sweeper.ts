import { Logger } from '@nestjs/common';
import type { JobDefinition, SweepTuning } from './define-job';
import type { JobHandler } from './job-queue';
import type { Jobs } from './jobs';

/**
 * Queues again the jobs a queue lost: Redis down when they were asked for, an in-process queue emptied by
 * a restart, a retry given up while a service was down. The job's handler says from its domain's rows
 * which are still due (`findStale`): all of them once at start, then those untouched for `staleAfterMs`
 * at each interval; job ids make repeats harmless. Runs in the process that runs the jobs (the worker,
 * or the API without Redis).
 */
export class JobSweeper {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private started = false;

  constructor(
    private readonly definition: JobDefinition,
    private readonly findStale: NonNullable<JobHandler<object>['findStale']>,
    private readonly jobs: Pick<Jobs, 'add'>,
    private readonly tuning: SweepTuning,
    private readonly enabled: boolean,
  ) {
    this.logger = new Logger(definition.logContext);
  }

  start(): void {
    if (!this.enabled) return;
    void this.sweep(0);
    this.timer = setInterval(() => void this.sweep(this.tuning.staleAfterMs), this.tuning.sweepIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Returns how many jobs were queued. */
  async sweep(olderThanMs: number): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let queued = 0;
    try {
      const atStart = !this.started;
      this.started = true;
      for (const data of await this.findStale(new Date(Date.now() - olderThanMs), atStart)) {
        await this.jobs.add(this.definition, data);
        queued += 1;
      }
      if (queued && olderThanMs > 0) this.logger.log(`${queued} job(s) perdu(s) remis en file`);
    } catch (error) {
      this.logger.warn(`Balayage interrompu : ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
    return queued;
  }
}
