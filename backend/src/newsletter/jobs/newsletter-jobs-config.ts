import type { Provider } from '@nestjs/common';
import { intVar } from '../../config/app-config';
import type { JobTuning } from '../../queue/define-job';
import { QueueTuning } from '../../queue/queue-tuning';

type Env = Record<string, string | undefined>;

/** Recipients of one batch job when the rate is unlimited. */
const UNLIMITED_BATCH = 200;
/** The largest batch under a rate: a batch leaves in one go, so a small rate needs small batches. */
const LIMITED_BATCH = 100;

/**
 * Tuning of the newsletter's jobs (`NEWSLETTER_*`). `NEWSLETTER_RATE_PER_SECOND` is the global rate of
 * newsletter e-mails across every worker (0: unlimited): one batch of `batchSize` recipients is one job,
 * and BullMQ's queue limiter starts at most one batch per `batchSize / rate` seconds.
 */
export class NewsletterJobsConfig extends QueueTuning {
  readonly ratePerSecond: number;
  readonly batchSize: number;

  constructor(env: Env = process.env) {
    super(env, 'NEWSLETTER', {
      attempts: 8,
      backoffMs: 5000,
      concurrency: 2,
      lockDurationMs: 120_000,
      sweepIntervalMs: 5 * 60_000,
      staleAfterMs: 10 * 60_000,
    });
    this.ratePerSecond = intVar(env, 'NEWSLETTER_RATE_PER_SECOND', 20, 0, 100_000);
    this.batchSize = this.ratePerSecond ? Math.min(LIMITED_BATCH, this.ratePerSecond) : UNLIMITED_BATCH;
  }

  /** The planning queue: no limiter (one job per send). */
  planTuning(): JobTuning {
    return { attempts: this.attempts, backoffMs: this.backoffMs, concurrency: 1, lockDurationMs: this.lockDurationMs };
  }

  /** The sending queue, with the global rate. */
  sendTuning(): JobTuning {
    return {
      attempts: this.attempts,
      backoffMs: this.backoffMs,
      concurrency: this.concurrency,
      lockDurationMs: this.lockDurationMs,
      ...(this.ratePerSecond ? { limiter: { max: 1, durationMs: Math.ceil((this.batchSize * 1000) / this.ratePerSecond) } } : {}),
    };
  }
}

export const newsletterJobsConfigProvider: Provider = {
  provide: NewsletterJobsConfig,
  useFactory: () => new NewsletterJobsConfig(process.env),
};
