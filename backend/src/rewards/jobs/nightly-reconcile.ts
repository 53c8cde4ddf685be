import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { parisDay } from '../../common/text/paris-day';
import { Jobs } from '../../queue/jobs';
import { LedgerRepository } from '../ledger.repository';
import { NIGHTLY_HOUR, reconcileRewardsJob } from './reconcile-rewards.job';

const HOUR_MS = 3_600_000;
const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });

/**
 * The nightly WHMCS check, kept by the process that runs the jobs. With Redis, the worker keeps BullMQ's
 * job scheduler of it (upserted at every start: idempotent, however many workers run). Without Redis,
 * every few minutes, once it is past 3:00 in Paris and no nightly run has started today, it queues one.
 */
@Injectable()
export class NightlyReconcile implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Vérification WHMCS');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly jobs: Jobs,
    private readonly ledger: LedgerRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.jobs.runsJobsHere) return;
    if (this.jobs.usesRedis) {
      try {
        await this.jobs.repeat(reconcileRewardsJob);
      } catch (error) {
        this.logger.warn(`Vérification de nuit non planifiée : ${(error as Error).message}`);
      }
      return;
    }
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
    await this.jobs.add(reconcileRewardsJob, { runId: null, day: today });
  }
}
