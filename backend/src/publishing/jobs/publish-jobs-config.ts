import type { Provider } from '@nestjs/common';
import { QueueTuning } from '../../queue/queue-tuning';

/**
 * Tuning of the scheduled-publication jobs (`PUBLISH_*`). The sweep interval bounds how late an article
 * goes live after an outage (Redis down at its minute); tests shorten it.
 */
export class PublishJobsConfig extends QueueTuning {
  constructor(env: Record<string, string | undefined> = process.env) {
    super(env, 'PUBLISH', {
      attempts: 8,
      backoffMs: 2000,
      concurrency: 2,
      lockDurationMs: 30_000,
      sweepIntervalMs: 20_000,
      // An overdue article is swept this long after its time, leaving its delayed job the first go.
      staleAfterMs: 5000,
    });
  }
}

export const publishJobsConfigProvider: Provider = {
  provide: PublishJobsConfig,
  useFactory: () => new PublishJobsConfig(process.env),
};
