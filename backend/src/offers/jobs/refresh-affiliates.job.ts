import { Injectable } from '@nestjs/common';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { QueueName } from '../../queue/queues';
import { AffiliatesService } from '../affiliates.service';

/** `at`: when the run was asked for (its id), absent for the runs of BullMQ's job scheduler. */
export interface RefreshAffiliatesJobData {
  at?: string;
}

/** Copies the affiliates' figures (visitors, balance, withdrawn) from WHMCS for « Mes statistiques ». */
@Injectable()
export class RefreshAffiliatesHandler implements JobHandler<RefreshAffiliatesJobData> {
  constructor(private readonly affiliates: AffiliatesService) {}

  async handle(_job: QueuedJob<RefreshAffiliatesJobData>): Promise<void> {
    const { failed } = await this.affiliates.refreshAll();
    if (failed) throw new Error(`${failed} affilié(s) non lus`);
  }
}

export const refreshAffiliatesJob = defineJob<RefreshAffiliatesJobData>({
  queue: QueueName.Offers,
  name: 'refresh-affiliates',
  jobId: ({ at }) => `refresh-affiliates-${at ?? 'scheduled'}`,
  // The same worker settings as the catalogue sync, which shares its queue; the next run comes within the hour.
  tuning: () => ({ attempts: 1, backoffMs: 1000, concurrency: 1, lockDurationMs: 60_000 }),
  handler: RefreshAffiliatesHandler,
  logContext: 'Affiliation',
  failureMessage: (_data, _attempt, error) => `Chiffres d'affiliation non actualisés (${error.message})`,
});
