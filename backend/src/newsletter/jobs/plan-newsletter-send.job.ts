import { Injectable, Logger } from '@nestjs/common';
import { newsletterTexts as t } from '../../i18n/newsletter';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { Jobs } from '../../queue/jobs';
import { QueueName } from '../../queue/queues';
import type { NewsletterSend } from '../entities/newsletter-send.entity';
import { type NewsletterArticle, NewsletterSendsRepository } from '../newsletter-sends.repository';
import { NewsletterJobsConfig } from './newsletter-jobs-config';
import { sendNewsletterBatchJob } from './send-newsletter-batch.job';

/**
 * An article's send (after its first publication), or a stalled send to resume (the sweeper's, `at` the
 * sweep's time: a finished run's id must not hide a later one).
 */
export type PlanSendJobData = { articleId: number } | { sendId: number; at: number };

/** An article first published longer ago than this is not news: republishing it sends nothing. */
export const NEWS_WINDOW_MS = 7 * 24 * 3600_000;
/** How far back the sweeper looks for a published article whose send was never asked for. */
const MISSED_WINDOW_MS = 24 * 3600_000;

/** Does a subscriber with these categories (ids, comma-separated; empty: all) want one of these articles? */
export function wants(categories: string, articles: Pick<NewsletterArticle, 'categoryId'>[]): boolean {
  if (!categories) return true;
  const chosen = new Set(categories.split(',').map(Number));
  return articles.some((a) => a.categoryId !== null && chosen.has(a.categoryId));
}

/**
 * Plans a send: creates it (one per article, ever), lists its recipients page by page (one row each),
 * and queues one batch job per page; run again (a retry, a restart, the sweeper), it resumes after the
 * last page it recorded and queues again the batches still waiting. The request that published the
 * article has long answered: however many subscribers, publishing costs one job.
 */
@Injectable()
export class PlanNewsletterSendHandler implements JobHandler<PlanSendJobData> {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly sends: NewsletterSendsRepository,
    private readonly jobs: Jobs,
    private readonly tuning: NewsletterJobsConfig,
  ) {}

  async handle({ data }: QueuedJob<PlanSendJobData>): Promise<void> {
    const send = 'articleId' in data ? await this.openArticleSend(data.articleId) : await this.sends.findSend(data.sendId);
    if (!send) return;
    if (send.state === 'planning') await this.plan(send);
    else if ('sendId' in data) await this.requeue(send);
  }

  async findStale(before: Date): Promise<PlanSendJobData[]> {
    const unfinished = await this.sends.unfinished(before, new Date(Date.now() - NEWS_WINDOW_MS));
    const published = await this.sends.publishedBetween(new Date(Date.now() - MISSED_WINDOW_MS), before, 100);
    const sent = await this.sends.articlesAlreadySent(published);
    return [
      ...unfinished.map((send) => ({ sendId: send.id, at: Date.now() })),
      ...published.filter((id) => !sent.has(id)).map((articleId) => ({ articleId })),
    ];
  }

  /** The article's send; null when it is not (or no longer) published, opted out, or old news. */
  private async openArticleSend(articleId: number): Promise<NewsletterSend | null> {
    const existing = await this.sends.findSendByKey(`article-${articleId}`);
    if (existing) return existing;
    const [article] = await this.sends.articles([articleId]);
    if (!article?.published || article.skip) return null;
    if (article.publishedAt && article.publishedAt.getTime() < Date.now() - NEWS_WINDOW_MS) return null;
    return this.sends.open({
      key: `article-${articleId}`,
      kind: 'article',
      articleIds: [articleId],
      subject: t.articleSubject(article.title),
    });
  }

  private async plan(send: NewsletterSend): Promise<void> {
    const ids = send.article_ids.split(',').filter(Boolean).map(Number);
    const articles = await this.sends.articles(ids);
    const frequency = send.kind === 'digest' ? 'weekly' : 'each';
    let after = send.planned_through;
    for (;;) {
      const page = await this.sends.confirmedAfter(frequency, after, this.tuning.batchSize);
      if (!page.length) break;
      const recipients = page.filter((s) => wants(s.categories, articles)).map((s) => s.id);
      const through = page[page.length - 1].id;
      await this.sends.addDeliveries(send.id, recipients);
      if (recipients.length)
        await this.jobs.add(sendNewsletterBatchJob, { sendId: send.id, afterId: after, throughId: through, round: 0 });
      await this.sends.plannedThrough(send.id, through);
      after = through;
    }
    await this.sends.planned(send.id);
    this.logger.log(`Envoi ${send.id} (${send.send_key}) : destinataires listés, e-mails en file`);
  }

  /** Queues again the batches of rows still `queued` (their jobs were lost, or given up after their tries). */
  private async requeue(send: NewsletterSend): Promise<void> {
    const round = Date.now();
    let after = 0;
    for (;;) {
      const waiting = await this.sends.queuedSubscribers(send.id, after, this.tuning.batchSize);
      if (!waiting.length) return;
      const through = waiting[waiting.length - 1];
      await this.jobs.add(sendNewsletterBatchJob, { sendId: send.id, afterId: after, throughId: through, round });
      after = through;
    }
  }
}

export const planNewsletterSendJob = defineJob<PlanSendJobData>({
  queue: QueueName.Newsletter,
  name: 'plan-newsletter-send',
  jobId: (data) =>
    'articleId' in data ? `newsletter-plan-article-${data.articleId}` : `newsletter-plan-send-${data.sendId}-${data.at}`,
  sweeps: true,
  tuning: (env) => {
    const config = new NewsletterJobsConfig(env);
    return { ...config.planTuning(), sweepIntervalMs: config.sweepIntervalMs, staleAfterMs: config.staleAfterMs };
  },
  handler: PlanNewsletterSendHandler,
  logContext: 'Newsletter',
  failureMessage: (data, attempt, error) =>
    `Préparation de l’envoi ${'articleId' in data ? `de l’article ${data.articleId}` : data.sendId} : essai ${attempt.number} échoué (${error.message})`,
});
