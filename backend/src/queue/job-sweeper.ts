import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { QueueTuning } from './queue-tuning';

/**
 * Queues again the jobs a queue lost: Redis down when they were asked for, an in-process queue emptied by
 * a restart, a retry given up while a service was down. The domain's rows say which are still due: all of
 * them once at start, then those untouched for `staleAfterMs` at each interval; jobIds make repeats
 * harmless. Runs in the process that runs the jobs (the worker, or the API without Redis).
 */
export abstract class JobSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly tuning: Pick<QueueTuning, 'sweepIntervalMs' | 'staleAfterMs'>,
    private readonly enabled: boolean,
  ) {}

  /** Ids of the rows whose job is still due and that nothing touched since `before`. */
  protected abstract findStale(before: Date): Promise<number[]>;
  protected abstract enqueue(id: number): Promise<void>;

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    void this.sweep(0);
    this.timer = setInterval(() => void this.sweep(this.tuning.staleAfterMs), this.tuning.sweepIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Returns how many jobs were queued. */
  async sweep(olderThanMs: number): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let queued = 0;
    try {
      for (const id of await this.findStale(new Date(Date.now() - olderThanMs))) {
        await this.enqueue(id);
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
