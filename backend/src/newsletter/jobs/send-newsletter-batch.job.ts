import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MailSendError, MailTransport } from '../../mail/mail-transport';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { QueueName } from '../../queue/queues';
import { MimeTemplate } from '../../mail/mime-template';
import { type PreparedSend, NewsletterTemplates } from '../newsletter-templates';
import { newsletterMessage, personalize, recipientOf } from '../newsletter-mail';
import { type ClaimedDelivery, NewsletterSendsRepository } from '../newsletter-sends.repository';
import { NewsletterRepository } from '../newsletter.repository';
import { NewsletterJobsConfig } from './newsletter-jobs-config';

export interface SendBatchJobData {
  sendId: number;
  /** The batch: the send's recipients whose subscriber id is in `(afterId, throughId]`. */
  afterId: number;
  throughId: number;
  /** 0 when planned; a sweep that queues the batch again gives a new round (a finished job keeps its id). */
  round: number;
}

/** Marks of sent rows are written in groups of this many (and at the end of the batch). */
const SENT_FLUSH = 25;

/**
 * Sends one batch of a newsletter. The rows are taken (`sending`, with this run's claim) before any SMTP
 * exchange, so that no run, retry or second worker ever sends a row twice; then each e-mail leaves over
 * the pooled SMTP connections and its row becomes `sent`. A 5xx refusal marks the row `failed` and the
 * subscriber « en échec » (never sent to again). A temporary failure puts the rows not yet sent back in
 * the queue and fails the job, which BullMQ retries. A connection lost after the message went out leaves
 * the row `sending`: it may have arrived, so it is never sent again, only counted and shown.
 */
@Injectable()
export class SendNewsletterBatchHandler implements JobHandler<SendBatchJobData> {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly sends: NewsletterSendsRepository,
    private readonly subscribers: NewsletterRepository,
    private readonly templates: NewsletterTemplates,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  async handle({ data }: QueuedJob<SendBatchJobData>): Promise<void> {
    const send = await this.sends.findSend(data.sendId);
    if (!send) return;
    const prepared = await this.templates.of(send);
    const claimed = await this.sends.claim(send.id, data.afterId, data.throughId, randomUUID());
    if (!claimed.length) return;
    await this.sends.settle(
      claimed.filter((row) => !row.email).map((row) => row.id),
      'skipped',
    );
    const waiting = claimed.filter((row) => row.email);
    const sent: number[] = [];
    let retry: Error | null = null;
    const flush = async (all = false) => {
      if (sent.length >= SENT_FLUSH || (all && sent.length)) await this.sends.settle(sent.splice(0), 'sent');
    };
    const lanes = Math.max(1, Math.min(this.config.mail.poolSize, waiting.length));
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let row = waiting.shift(); row && !retry; row = waiting.shift()) {
          const outcome = await this.sendOne(send.id, prepared, row);
          if (outcome === 'sent') sent.push(row.id);
          else if (outcome instanceof Error) {
            retry ??= outcome;
            await this.sends.settle([row.id], 'queued');
          }
          await flush();
        }
      }),
    );
    await flush(true);
    if (retry) {
      // Not one of these rows went out: they wait for the job's next try.
      await this.sends.settle(
        waiting.map((row) => row.id),
        'queued',
      );
      throw retry;
    }
  }

  /** `sent`; `failed` (refused for good); `unknown` (may have arrived: left `sending`); or the error to retry on. */
  private async sendOne(
    sendId: number,
    { template, mime }: PreparedSend,
    row: ClaimedDelivery,
  ): Promise<'sent' | 'failed' | 'unknown' | Error> {
    try {
      const recipient = recipientOf(this.config, { subscriberId: row.subscriberId, email: row.email! }, `${sendId}`);
      if (this.transport.keepsInOutbox || !MimeTemplate.accepts(recipient.to))
        await this.transport.send(personalize(this.config, template, recipient));
      else await this.transport.sendRaw({ from: mime.sender, to: recipient.to }, newsletterMessage(mime, recipient));
      return 'sent';
    } catch (error) {
      const failure = error instanceof MailSendError ? error : new MailSendError(String(error), false);
      if (failure.permanent) {
        await this.sends.settle([row.id], 'failed');
        await this.subscribers.markFailed(row.subscriberId);
        this.logger.warn(`Envoi ${sendId} : adresse de l’abonné ${row.subscriberId} refusée par le serveur, abonné en échec`);
        return 'failed';
      }
      if (failure.maybeDelivered) {
        this.logger.warn(
          `Envoi ${sendId} : issue inconnue pour l’abonné ${row.subscriberId} (laissé « en cours », jamais renvoyé)`,
        );
        return 'unknown';
      }
      return new Error(failure.message.replace(/\S+@\S+/g, '…'));
    }
  }
}

export const sendNewsletterBatchJob = defineJob<SendBatchJobData>({
  queue: QueueName.NewsletterSend,
  name: 'send-newsletter-batch',
  jobId: ({ sendId, throughId, round }) => `newsletter-batch-${sendId}-${throughId}${round ? `-${round}` : ''}`,
  tuning: (env) => new NewsletterJobsConfig(env).sendTuning(),
  handler: SendNewsletterBatchHandler,
  logContext: 'Newsletter',
  retention: { completed: { age: 24 * 3600, count: 2000 }, failed: { age: 7 * 24 * 3600, count: 1000 } },
  failureMessage: ({ sendId, afterId, throughId }, attempt, error) =>
    `Envoi ${sendId}, abonnés ${afterId + 1}–${throughId} : essai ${attempt.number} échoué (${error.message})`,
});
