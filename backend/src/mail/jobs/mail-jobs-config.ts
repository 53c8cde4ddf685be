import type { Provider } from '@nestjs/common';
import { intVar } from '../../config/app-config';
import { QueueTuning } from '../../queue/queue-tuning';

/** Tuning of the mail jobs (`MAIL_*`); tests shorten the delays. */
export class MailJobsConfig extends QueueTuning {
  /**
   * How long the e-mail of a publication waits for the credit of its reward (`MAIL_COMBINE_WINDOW_MS`):
   * paid within it, the contributor gets one e-mail that says both; later, the publication goes alone.
   */
  readonly combineWindowMs: number;

  constructor(env: Record<string, string | undefined> = process.env) {
    super(env, 'MAIL', {
      attempts: 8,
      backoffMs: 5000,
      concurrency: 4,
      lockDurationMs: 60_000,
      sweepIntervalMs: 60_000,
      staleAfterMs: 10 * 60_000,
    });
    this.combineWindowMs = intVar(env, 'MAIL_COMBINE_WINDOW_MS', 60_000, 0, 3_600_000);
  }
}

export const mailJobsConfigProvider: Provider = { provide: MailJobsConfig, useFactory: () => new MailJobsConfig(process.env) };
