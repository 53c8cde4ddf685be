import { Injectable } from '@nestjs/common';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { QueueName } from '../../queue/queues';
import { OffersSync } from '../offers-sync';

/** `at`: when the run was asked for (its id), absent for the runs of BullMQ's job scheduler. */
export interface SyncOffersJobData {
  at?: string;
}

/** Copies the WHMCS catalogue; a failed read is recorded and the job fails, so the dashboard shows it too. */
@Injectable()
export class SyncOffersHandler implements JobHandler<SyncOffersJobData> {
  constructor(private readonly sync: OffersSync) {}

  async handle(_job: QueuedJob<SyncOffersJobData>): Promise<void> {
    const outcome = await this.sync.run();
    if (!outcome.ok) throw new Error(outcome.error);
  }
}

export const syncOffersJob = defineJob<SyncOffersJobData>({
  queue: QueueName.Offers,
  name: 'sync-offers',
  jobId: ({ at }) => `sync-offers-${at ?? 'scheduled'}`,
  // Never retried: the next run comes within OFFERS_SYNC_MINUTES, and the last catalogue stays meanwhile.
  tuning: () => ({ attempts: 1, backoffMs: 1000, concurrency: 1, lockDurationMs: 60_000 }),
  handler: SyncOffersHandler,
  logContext: 'Offres',
  failureMessage: (_data, _attempt, error) => `Catalogue WHMCS non synchronisé (${error.message})`,
});
