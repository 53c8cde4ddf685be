import type { Provider } from '@nestjs/common';
import { QueueTuning } from '../../queue/queue-tuning';

/** Tuning of the mail jobs (`MAIL_*`); tests shorten the delays. */
export class MailJobsConfig extends QueueTuning {
  constructor(env: Record<string, string | undefined> = process.env) {
    super(env, 'MAIL', {
      attempts: 8,
      backoffMs: 5000,
      concurrency: 4,
      lockDurationMs: 60_000,
      sweepIntervalMs: 60_000,
      staleAfterMs: 10 * 60_000,
    });
  }
}

export const mailJobsConfigProvider: Provider = { provide: MailJobsConfig, useFactory: () => new MailJobsConfig(process.env) };
