import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobsConfig } from '../jobs/jobs-config';
import { RewardQueue } from '../jobs/reward-queue';
import { RewardsRepository } from './rewards.repository';

/** Whether this process sweeps: the worker with Redis, the API without it. */
export const RUNS_REWARD_SWEEPER = Symbol('RUNS_REWARD_SWEEPER');
const BATCH = 1000;

/**
 * Re-enqueues `pending` and `uncertain` rewards whose job was lost: Redis down when the approval was
 * committed, an in-process queue emptied by a restart, a check given up while WHMCS was down. Every
 * unsettled reward is enqueued once at start, then the stale ones at each interval; jobIds make repeats
 * harmless, and an `uncertain` one is only checked, never sent before its quarantine ends.
 */
@Injectable()
export class RewardSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Récompenses');
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly rewards: RewardsRepository,
    private readonly queue: RewardQueue,
    private readonly jobs: JobsConfig,
    @Inject(RUNS_REWARD_SWEEPER) private readonly enabled: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    void this.sweep(0);
    this.timer = setInterval(() => void this.sweep(this.jobs.staleAfterMs), this.jobs.sweepIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Returns how many rewards were enqueued. */
  async sweep(olderThanMs: number): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let enqueued = 0;
    try {
      const ids = await this.rewards.staleUnsettled(new Date(Date.now() - olderThanMs), BATCH);
      for (const id of ids) {
        await this.queue.enqueue(id);
        enqueued += 1;
      }
      if (enqueued && olderThanMs > 0)
        this.logger.log(`${enqueued} récompense(s) en attente ou en vérification remise(s) en file`);
    } catch (error) {
      this.logger.warn(`Balayage des récompenses interrompu : ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
    return enqueued;
  }
}
