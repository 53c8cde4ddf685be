import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { daysBefore, parisDay } from '../../common/text/paris-day';
import { AppConfig } from '../../config/app-config';
import { newsletterTexts as t } from '../../i18n/newsletter';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { Jobs } from '../../queue/jobs';
import { QueueName } from '../../queue/queues';
import { NewsletterSendsRepository } from '../newsletter-sends.repository';
import { NewsletterJobsConfig } from './newsletter-jobs-config';
import { planNewsletterSendJob } from './plan-newsletter-send.job';

/** The digest leaves on Mondays at 8:00 in Paris. */
export const DIGEST_HOUR = 8;
/** The most articles one digest lists (the newest of the week beyond it are left out). */
const DIGEST_MAX_ARTICLES = 12;

/** `monday`: the Paris day of the digest; absent, the Monday of the run (BullMQ's scheduler). */
export interface DigestJobData {
  monday?: string;
}

const PARIS_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The instant it is `hour`:00 in Paris on `day` (UTC+1 or UTC+2). */
export function parisInstant(day: string, hour: number): Date {
  const [y, m, d] = day.split('-').map(Number);
  const utc = Date.UTC(y!, m! - 1, d!, hour);
  const summer = new Date(utc - 2 * 3_600_000);
  const parts = PARIS_CLOCK.formatToParts(summer);
  const parisHour = Number(parts.find((p) => p.type === 'hour')?.value);
  return parisHour === hour && parisDay(summer) === day ? summer : new Date(utc - 3_600_000);
}

/** The Monday of the digest due at `now` (the last Monday, 8:00 in Paris, at or before `now`). */
export function digestMonday(now = new Date()): string {
  let day = parisDay(now);
  for (let i = 0; i < 8; i++, day = daysBefore(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 1 && parisInstant(day, DIGEST_HOUR).getTime() <= now.getTime()) return day;
  }
  throw new Error('Aucun lundi dans les huit derniers jours');
}

/**
 * The weekly digest: the week's published articles (the seven days before Monday 8:00 in Paris, those
 * marked « Ne pas envoyer aux abonnés » left out) to the « Un résumé par semaine » subscribers who
 * follow one of their categories. No article that week: no send, no e-mail. One send per Monday (its key).
 */
@Injectable()
export class SendDigestHandler implements JobHandler<DigestJobData> {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly sends: NewsletterSendsRepository,
    private readonly jobs: Jobs,
    private readonly config: AppConfig,
  ) {}

  async handle({ data }: QueuedJob<DigestJobData>): Promise<void> {
    const monday = data.monday ?? digestMonday();
    const key = `digest-${monday}`;
    let send = await this.sends.findSendByKey(key);
    if (!send) {
      const end = parisInstant(monday, DIGEST_HOUR);
      const start = parisInstant(daysBefore(monday, 7), DIGEST_HOUR);
      const articleIds = (await this.sends.publishedBetween(start, end, 100)).slice(-DIGEST_MAX_ARTICLES).reverse();
      if (!articleIds.length) {
        this.logger.log(`Résumé du ${monday} : aucun article cette semaine, aucun e-mail`);
        return;
      }
      send = await this.sends.open({ key, kind: 'digest', articleIds, subject: t.digestSubject(this.config.brand.name) });
    }
    if (send.state === 'planning') await this.jobs.add(planNewsletterSendJob, { sendId: send.id, at: 0 });
  }
}

export const sendDigestJob = defineJob<DigestJobData>({
  queue: QueueName.Newsletter,
  name: 'send-newsletter-digest',
  jobId: ({ monday }) => `newsletter-digest-${monday ?? 'scheduled'}`,
  tuning: (env) => new NewsletterJobsConfig(env).planTuning(),
  /** With Redis, BullMQ's job scheduler asks for it every Monday at 8:00 in Paris (DigestSchedule). */
  repeat: { schedulerId: 'newsletter-digest', pattern: `0 ${DIGEST_HOUR} * * 1`, tz: 'Europe/Paris', data: {} },
  handler: SendDigestHandler,
  logContext: 'Newsletter',
  failureMessage: ({ monday }, attempt, error) =>
    `Résumé de la semaine (${monday ?? 'lundi'}) : essai ${attempt.number} échoué (${error.message})`,
});

/**
 * Keeps the Monday digest asked for in the process that runs the jobs: BullMQ's job scheduler with Redis
 * (idempotent, however many workers); without Redis, a check every few minutes that queues the
 * digest of the last Monday once it is due (its send key makes a second one impossible).
 */
@Injectable()
export class DigestSchedule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Newsletter');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly jobs: Jobs,
    private readonly sends: NewsletterSendsRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.jobs.runsJobsHere) return;
    if (this.jobs.usesRedis) {
      // Not awaited: the worker's queues start without waiting for the scheduler's write.
      void this.jobs
        .repeat(sendDigestJob)
        .catch((error: Error) => this.logger.warn(`Résumé du lundi non planifié : ${error.message}`));
      return;
    }
    this.timer = setInterval(() => void this.tick().catch((error: Error) => this.logger.warn(error.message)), 5 * 60_000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues the last Monday's digest if that Monday is today (a process started on Tuesday does not send last week's). */
  async tick(now = new Date()): Promise<void> {
    const monday = digestMonday(now);
    if (monday !== parisDay(now)) return;
    if (await this.sends.findSendByKey(`digest-${monday}`)) return;
    await this.jobs.add(sendDigestJob, { monday });
  }
}
