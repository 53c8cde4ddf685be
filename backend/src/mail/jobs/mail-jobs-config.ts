import type { Provider } from '@nestjs/common';

type Env = Record<string, string | undefined>;

/** Tuning of the mail jobs; tests shorten the delays. */
export class MailJobsConfig {
  /** Tries before an e-mail is given up (`failed`). */
  readonly attempts: number;
  /** First retry delay; doubled at each try. */
  readonly backoffMs: number;
  readonly concurrency: number;
  readonly lockDurationMs: number;
  /** How often `pending` e-mails whose job was lost are queued again, and after how long. */
  readonly sweepIntervalMs: number;
  readonly staleAfterMs: number;

  constructor(env: Env = process.env) {
    this.attempts = int(env, 'MAIL_ATTEMPTS', 8, 1, 50);
    this.backoffMs = int(env, 'MAIL_BACKOFF_MS', 5000, 10, 3_600_000);
    this.concurrency = int(env, 'MAIL_WORKER_CONCURRENCY', 4, 1, 100);
    this.lockDurationMs = int(env, 'MAIL_LOCK_MS', 60_000, 1000, 600_000);
    this.sweepIntervalMs = int(env, 'MAIL_SWEEP_INTERVAL_MS', 60_000, 100, 3_600_000);
    this.staleAfterMs = int(env, 'MAIL_STALE_MS', 10 * 60_000, 100, 86_400_000);
  }
}

export const mailJobsConfigProvider: Provider = { provide: MailJobsConfig, useFactory: () => new MailJobsConfig(process.env) };

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »).`);
  return value;
}
