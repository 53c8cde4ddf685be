import type { Provider } from '@nestjs/common';
import { intVar } from '../../config/app-config';
import { QueueTuning } from '../../queue/queue-tuning';

/** Tuning of the reward jobs (`REWARD_*`); tests shorten the delays. */
export class RewardJobsConfig extends QueueTuning {
  /**
   * How long after an AddCredit whose outcome is unknown GetCredits is trusted to say whether it was
   * written. Must exceed the longest a WHMCS request can still run after its caller gave up (PHP's
   * max_execution_time and the web server's own timeouts); 10 minutes by default.
   */
  readonly quarantineMs: number;

  constructor(env: Record<string, string | undefined> = process.env) {
    super(env, 'REWARD', {
      attempts: 6,
      backoffMs: 2000,
      concurrency: 8,
      lockDurationMs: 30_000,
      sweepIntervalMs: 60_000,
      staleAfterMs: 5 * 60_000,
    });
    this.quarantineMs = intVar(env, 'REWARD_QUARANTINE_MS', 10 * 60_000, 1000, 86_400_000);
  }
}

export const rewardJobsConfigProvider: Provider = {
  provide: RewardJobsConfig,
  useFactory: () => new RewardJobsConfig(process.env),
};
