import { Logger } from '@nestjs/common';
import type { JobQueue, QueuedJob } from '../../queue/job-queue';
import { JobName } from '../../queue/queues';
import type { RewardReconciler } from '../reward-reconciler';

/** A run row made by the API (`runId`), or the nightly check (`null`: the job makes its own row). */
export interface ReconcileJobData {
  runId: number | null;
}

/** One job per run: asking twice for the same run queues it once. */
export const reconcileJobId = (runId: number): string => `reconcile-${runId}`;

/** The nightly check, at 3:00 in Paris. */
export const NIGHTLY_SCHEDULER_ID = 'reconcile-nightly';
export const NIGHTLY_PATTERN = '0 3 * * *';
export const NIGHTLY_HOUR = 3;

const logger = new Logger('Vérification WHMCS');

/** The job, the same in the worker's processor and in the API's in-process queue. */
export async function runReconcileJob(job: QueuedJob<ReconcileJobData>, reconciler: RewardReconciler): Promise<void> {
  try {
    const runId = job.data.runId ?? (await reconciler.startNightly());
    await reconciler.run(runId);
  } catch (error) {
    logger.warn(`Vérification non terminée (${(error as Error).message})`);
    throw error;
  }
}

/** Where reconciliation jobs go: BullMQ when REDIS_URL is set (the worker runs them), else this process. */
export class ReconcileQueue {
  constructor(private readonly queue: JobQueue<ReconcileJobData>) {}

  enqueue(runId: number): Promise<void> {
    return this.queue.add(JobName.ReconcileRewards, { runId }, { jobId: reconcileJobId(runId), attempts: 1, backoffMs: 1000 });
  }

  /** The in-process nightly check (no Redis): a job id per day, so a restart at 3:30 does not run it twice. */
  enqueueNightly(day: string): Promise<void> {
    return this.queue.add(
      JobName.ReconcileRewards,
      { runId: null },
      { jobId: `reconcile-nightly-${day}`, attempts: 1, backoffMs: 1000 },
    );
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
