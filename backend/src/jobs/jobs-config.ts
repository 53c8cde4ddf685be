import { redisKeyPrefix } from '../redis/key-prefix';

type Env = Record<string, string | undefined>;

/**
 * Tuning of the reward jobs. Defaults suit production; tests shorten the delays and isolate their
 * queues with a prefix of their own.
 */
export class JobsConfig {
  /** BullMQ key prefix in Redis (several apps or test runs can share one Redis). */
  readonly queuePrefix: string;
  /** Tries before a reward is marked failed. */
  readonly rewardAttempts: number;
  /** First retry delay; doubled at each try. */
  readonly rewardBackoffMs: number;
  /** Rewards crediting at once in one worker. */
  readonly workerConcurrency: number;
  /** How long a worker's job lock lasts; a killed worker's job is taken over after about this long. */
  readonly lockDurationMs: number;
  /** How often the sweeper looks for `pending` rewards whose job was lost. */
  readonly sweepIntervalMs: number;
  /** A `pending` reward untouched for this long is re-enqueued. */
  readonly staleAfterMs: number;
  /**
   * How long after an AddCredit whose outcome is unknown GetCredits is trusted to say whether it was
   * written. Must exceed the longest a WHMCS request can still run after its caller gave up (PHP's
   * max_execution_time and the web server's own timeouts); 10 minutes by default.
   */
  readonly quarantineMs: number;

  constructor(env: Env = process.env) {
    this.queuePrefix = redisKeyPrefix(env);
    this.rewardAttempts = int(env, 'REWARD_ATTEMPTS', 6, 1, 50);
    this.rewardBackoffMs = int(env, 'REWARD_BACKOFF_MS', 2000, 10, 3_600_000);
    this.workerConcurrency = int(env, 'REWARD_WORKER_CONCURRENCY', 8, 1, 200);
    this.lockDurationMs = int(env, 'REWARD_LOCK_MS', 30_000, 1000, 600_000);
    this.sweepIntervalMs = int(env, 'REWARD_SWEEP_INTERVAL_MS', 60_000, 100, 3_600_000);
    this.staleAfterMs = int(env, 'REWARD_STALE_MS', 5 * 60_000, 100, 86_400_000);
    this.quarantineMs = int(env, 'REWARD_QUARANTINE_MS', 10 * 60_000, 1000, 86_400_000);
  }
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »).`);
  return value;
}
