import { intVar } from '../config/app-config';

type Env = Record<string, string | undefined>;

/**
 * A queue's retry, worker and sweep settings, read from `<PREFIX>_ATTEMPTS`, `<PREFIX>_BACKOFF_MS`,
 * `<PREFIX>_WORKER_CONCURRENCY`, `<PREFIX>_LOCK_MS`, `<PREFIX>_SWEEP_INTERVAL_MS` and `<PREFIX>_STALE_MS`.
 * Defaults suit production; tests shorten the delays. A domain's config extends it with its own settings.
 */
export class QueueTuning {
  /** Tries before a job is given up. */
  readonly attempts: number;
  /** First retry delay; doubled at each try. */
  readonly backoffMs: number;
  /** Jobs running at once in one process. */
  readonly concurrency: number;
  /** How long a worker's job lock lasts; a killed worker's job is taken over after about this long. */
  readonly lockDurationMs: number;
  /** How often the sweeper looks for rows whose job was lost (job-sweeper.ts). */
  readonly sweepIntervalMs: number;
  /** A row untouched for this long is queued again. */
  readonly staleAfterMs: number;

  constructor(env: Env, prefix: string, defaults: { [K in keyof QueueTuning]: number }) {
    this.attempts = intVar(env, `${prefix}_ATTEMPTS`, defaults.attempts, 1, 50);
    this.backoffMs = intVar(env, `${prefix}_BACKOFF_MS`, defaults.backoffMs, 10, 3_600_000);
    this.concurrency = intVar(env, `${prefix}_WORKER_CONCURRENCY`, defaults.concurrency, 1, 200);
    this.lockDurationMs = intVar(env, `${prefix}_LOCK_MS`, defaults.lockDurationMs, 1000, 600_000);
    this.sweepIntervalMs = intVar(env, `${prefix}_SWEEP_INTERVAL_MS`, defaults.sweepIntervalMs, 100, 3_600_000);
    this.staleAfterMs = intVar(env, `${prefix}_STALE_MS`, defaults.staleAfterMs, 100, 86_400_000);
  }
}
