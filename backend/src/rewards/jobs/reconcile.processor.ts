import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { QueuedJob } from '../../queue/job-queue';
import { processorOptions, QueueProcessor } from '../../queue/queue-processor';
import { JobName, QueueName } from '../../queue/queues';
import { RewardReconciler } from '../reward-reconciler';
import { NIGHTLY_PATTERN, NIGHTLY_SCHEDULER_ID, type ReconcileJobData, runReconcileJob } from './reconcile-rewards.job';

/** One check at a time; a large ledger takes minutes (one GetCredits per client). */
const options = processorOptions({ concurrency: 1, lockDurationMs: 120_000 });

/**
 * Consumer of the `reconcile` queue (worker only). It also keeps BullMQ's job scheduler of the nightly
 * check: upserting it at every start is idempotent, however many workers run.
 */
@Processor(QueueName.Reconcile, options)
export class ReconcileProcessor extends QueueProcessor<ReconcileJobData> implements OnModuleInit {
  private readonly logger = new Logger('Vérification WHMCS');

  constructor(
    private readonly reconciler: RewardReconciler,
    @InjectQueue(QueueName.Reconcile) private readonly queue: Queue,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        NIGHTLY_SCHEDULER_ID,
        { pattern: NIGHTLY_PATTERN, tz: 'Europe/Paris' },
        { name: JobName.ReconcileRewards, data: { runId: null }, opts: { removeOnComplete: true, removeOnFail: true } },
      );
    } catch (error) {
      this.logger.warn(`Vérification de nuit non planifiée : ${(error as Error).message}`);
    }
  }

  protected handle(job: QueuedJob<ReconcileJobData>): Promise<void> {
    return runReconcileJob(job, this.reconciler);
  }
}
