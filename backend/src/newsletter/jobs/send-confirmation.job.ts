import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MailJobsConfig } from '../../mail/jobs/mail-jobs-config';
import { MailTransport } from '../../mail/mail-transport';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { QueueName } from '../../queue/queues';
import { renderConfirmationMail } from '../confirmation-mail';
import { NewsletterRepository } from '../newsletter.repository';

export interface SendConfirmationJobData {
  subscriberId: number;
  /** The UTC day and the number of the day's e-mail (at most 3): one job, one message. */
  day: string;
  sequence: number;
}

/**
 * Sends one double opt-in e-mail through the mail transport (SMTP, or the local outbox without
 * SMTP_URL). A subscriber confirmed or gone meanwhile gets nothing.
 */
@Injectable()
export class SendConfirmationHandler implements JobHandler<SendConfirmationJobData> {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  async handle({ data }: QueuedJob<SendConfirmationJobData>): Promise<void> {
    const subscriber = await this.subscribers.findById(data.subscriberId);
    if (!subscriber || subscriber.state !== 'pending') return;
    await this.transport.send(renderConfirmationMail(subscriber, `${data.day}-${data.sequence}`, this.config));
  }
}

export const sendConfirmationJob = defineJob<SendConfirmationJobData>({
  queue: QueueName.Mail,
  name: 'send-newsletter-confirmation',
  jobId: ({ subscriberId, day, sequence }) => `newsletter-confirm-${subscriberId}-${day}-${sequence}`,
  tuning: (env) => new MailJobsConfig(env),
  handler: SendConfirmationHandler,
  logContext: 'Newsletter',
  // The subscriber's number only: an address never goes into a log line.
  failureMessage: ({ subscriberId }, attempt, error) =>
    `Confirmation de l’abonné ${subscriberId} : essai ${attempt.number} échoué (${error.message.replace(/\S+@\S+/g, '…')})`,
});
