import { Injectable } from '@nestjs/common';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { QueueName } from '../../queue/queues';
import { RewardReconciler } from '../reward-reconciler';

/**
 * A run row made by the API (`runId`), or the nightly check (`null`: the job makes its own row); `day`
 * names the in-process nightly check (no Redis), so that a restart at 3:30 does not run it twice.
 */
export interface ReconcileJobData {
  runId: number | null;
  day?: string;
}

/** The nightly check, at 3:00 in Paris. */
export const NIGHTLY_HOUR = 3;

/** Runs one WHMCS check: the run asked for, or the nightly one, whose row it makes. */
@Injectable()
export class ReconcileRewardsHandler implements JobHandler<ReconcileJobData> {
  constructor(private readonly reconciler: RewardReconciler) {}

  async handle(job: QueuedJob<ReconcileJobData>): Promise<void> {
    const runId = job.data.runId ?? (await this.reconciler.startNightly());
    await this.reconciler.run(runId);
  }
}

export const reconcileRewardsJob = defineJob<ReconcileJobData>({
  queue: QueueName.Reconcile,
  name: 'reconcile-rewards',
  /** One job per run: asking twice for the same run queues it once. */
  jobId: ({ runId, day }) => (runId === null ? `reconcile-nightly-${day}` : `reconcile-${runId}`),
  // One check at a time, never retried; a large ledger takes minutes (one GetCredits per client).
  tuning: () => ({ attempts: 1, backoffMs: 1000, concurrency: 1, lockDurationMs: 120_000 }),
  /** With Redis, BullMQ's job scheduler asks for the nightly check (nightly-reconcile.ts). */
  repeat: { schedulerId: 'reconcile-nightly', pattern: `0 ${NIGHTLY_HOUR} * * *`, tz: 'Europe/Paris', data: { runId: null } },
  handler: ReconcileRewardsHandler,
  logContext: 'Vérification WHMCS',
  failureMessage: (_data, _attempt, error) => `Vérification non terminée (${error.message})`,
});
