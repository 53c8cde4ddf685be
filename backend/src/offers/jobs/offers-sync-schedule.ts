import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Jobs } from '../../queue/jobs';
import { refreshAffiliatesJob } from './refresh-affiliates.job';
import { syncOffersJob } from './sync-offers.job';

/**
 * Keeps the catalogue fresh, from the process that runs the jobs: one run at start (so that a new
 * installation shows its plans at once), then every `OFFERS_SYNC_MINUTES`; the affiliates' figures every hour. With Redis, BullMQ's job
 * scheduler repeats it (upserted at every start, however many workers); without, a timer adds it.
 */
@Injectable()
export class OffersSyncSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Offres');
  private timer: NodeJS.Timeout | undefined;
  private affiliatesTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly jobs: Jobs,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.runsJobsHere) return;
    const minutes = this.config.whmcs.offersSyncMinutes;
    try {
      await this.requestNow();
      if (this.jobs.usesRedis) {
        await this.jobs.repeat({
          ...syncOffersJob,
          repeat: { schedulerId: 'sync-offers', pattern: everyMinutes(minutes), tz: 'UTC', data: {} },
        });
        await this.jobs.repeat({
          ...refreshAffiliatesJob,
          repeat: { schedulerId: 'refresh-affiliates', pattern: AFFILIATES_PATTERN, tz: 'UTC', data: {} },
        });
        return;
      }
    } catch (error) {
      this.logger.warn(`Synchronisation du catalogue non planifiée : ${(error as Error).message}`);
    }
    this.timer = setInterval(
      () => void this.requestNow().catch((error: Error) => this.logger.warn(error.message)),
      minutes * 60_000,
    );
    this.timer.unref();
    const refresh = () => this.jobs.add(refreshAffiliatesJob, { at: new Date().toISOString() });
    this.affiliatesTimer = setInterval(
      () => void refresh().catch((error: Error) => this.logger.warn(error.message)),
      AFFILIATES_EVERY_MS,
    );
    this.affiliatesTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.affiliatesTimer) clearInterval(this.affiliatesTimer);
  }

  /** Asks for a run now (the admin's « Synchroniser maintenant » too). */
  async requestNow(): Promise<void> {
    await this.jobs.add(syncOffersJob, { at: new Date().toISOString() });
  }
}

/** Affiliates' figures are read from WHMCS every hour (at :07, away from the catalogue's whole quarters). */
const AFFILIATES_PATTERN = '7 * * * *';
const AFFILIATES_EVERY_MS = 3_600_000;

/** A cron pattern for every `minutes` minutes (hourly or daily beyond an hour). */
export function everyMinutes(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  if (minutes < 1440) return `0 */${Math.floor(minutes / 60)} * * *`;
  return '0 0 * * *';
}
