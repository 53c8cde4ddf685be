import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobSweeper } from '../../queue/job-sweeper';
import { RewardsRepository } from '../rewards.repository';
import { RewardJobsConfig } from './reward-jobs-config';
import { RewardQueue } from './reward-queue';

/** Whether this process sweeps: the worker with Redis, the API without it. */
export const RUNS_REWARD_SWEEPER = Symbol('RUNS_REWARD_SWEEPER');
const BATCH = 1000;

/**
 * Re-enqueues `pending` and `uncertain` rewards whose job was lost (Redis down when the approval was
 * committed, a check given up while WHMCS was down…). An `uncertain` one is only checked, never sent
 * before its quarantine ends.
 */
@Injectable()
export class RewardSweeper extends JobSweeper {
  protected readonly logger = new Logger('Récompenses');

  constructor(
    private readonly rewards: RewardsRepository,
    private readonly queue: RewardQueue,
    config: RewardJobsConfig,
    @Inject(RUNS_REWARD_SWEEPER) enabled: boolean,
  ) {
    super(config, enabled);
  }

  protected findStale(before: Date): Promise<number[]> {
    return this.rewards.staleUnsettled(before, BATCH);
  }

  protected enqueue(rewardId: number): Promise<void> {
    return this.queue.enqueue(rewardId);
  }
}
