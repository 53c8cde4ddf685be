import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { parisDay } from '../../common/text/paris-day';
import { BullmqJobQueue } from '../../queue/bullmq-job-queue';
import { InProcessJobQueue } from '../../queue/in-process-job-queue';
import { QueueName } from '../../queue/queues';
import { LedgerRepository } from '../ledger.repository';
import { RewardReconciler } from '../reward-reconciler';
import { NIGHTLY_HOUR, ReconcileQueue, type ReconcileJobData, runReconcileJob } from './reconcile-rewards.job';

/** BullMQ with REDIS_URL (the worker checks), else the same job inside this process. */
export const reconcileQueueProvider: Provider = {
  provide: ReconcileQueue,
  inject: [AppConfig, RewardReconciler],
  useFactory: (app: AppConfig, reconciler: RewardReconciler): ReconcileQueue =>
    new ReconcileQueue(
      app.redisUrl
        ? new BullmqJobQueue<ReconcileJobData>(QueueName.Reconcile, app.redisUrl)
        : new InProcessJobQueue<ReconcileJobData>((job) => runReconcileJob(job, reconciler), 1),
    ),
};

const HOUR_MS = 3_600_000;
const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });

/**
 * Without Redis, the nightly check is this process's: every few minutes, once it is past 3:00 in Paris
 * and no nightly run has started today, it queues one. (With Redis, the worker's BullMQ job scheduler
 * does it: reconcile-scheduler.ts.)
 */
@Injectable()
export class InProcessNightlyReconcile implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Vérification WHMCS');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly app: AppConfig,
    private readonly queue: ReconcileQueue,
    private readonly ledger: LedgerRepository,
  ) {}

  onModuleInit(): void {
    if (this.app.redisUrl) return;
    this.timer = setInterval(() => void this.tick().catch((error: Error) => this.logger.warn(error.message)), HOUR_MS / 12);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async tick(now = new Date()): Promise<void> {
    if (Number(PARIS_HOUR.format(now)) < NIGHTLY_HOUR) return;
    const today = parisDay(now);
    const last = await this.ledger.lastRun('nightly');
    if (last && parisDay(last.started_at) === today) return;
    await this.queue.enqueueNightly(today);
  }
}
