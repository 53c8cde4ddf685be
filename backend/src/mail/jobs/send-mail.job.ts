import { Injectable } from '@nestjs/common';
import { NotificationsRepository } from '../../notifications/notifications.repository';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { Jobs } from '../../queue/jobs';
import { QueueName } from '../../queue/queues';
import { MailSender } from '../mail-sender';
import { MailJobsConfig } from './mail-jobs-config';

export interface SendMailJobData {
  notificationId: number;
}

/** What a run asks of the queue: nothing (done), or to run again in `holdMs` (an e-mail waiting for its pair). */
const SWEEP_BATCH = 500;

/**
 * Sends the e-mail of one notification (`MailSender.run`), and runs it again later when it waits for its
 * pair. The sweeper queues again the `pending` e-mails whose job was lost.
 */
@Injectable()
export class SendMailHandler implements JobHandler<SendMailJobData> {
  constructor(
    private readonly sender: MailSender,
    private readonly notifications: NotificationsRepository,
    private readonly jobs: Jobs,
  ) {}

  async findStale(before: Date): Promise<SendMailJobData[]> {
    return (await this.notifications.stalePendingMail(before, SWEEP_BATCH)).map((notificationId) => ({ notificationId }));
  }

  /** An e-mail held back is run again later; it stays `pending`, so the sweeper still finds it if that run is lost. */
  async handle({ data, attempt }: QueuedJob<SendMailJobData>): Promise<void> {
    const result = await this.sender.run(data.notificationId, attempt);
    if (result) await this.jobs.addLater(sendMailJob, { notificationId: data.notificationId }, result.holdMs);
  }
}

export const sendMailJob = defineJob<SendMailJobData>({
  queue: QueueName.Mail,
  name: 'send-mail',
  /** One job per notification, that is per event and recipient: a repeat of either adds nothing. */
  jobId: ({ notificationId }) => `mail-${notificationId}`,
  /** The later run of an e-mail held back (its own id: the first run still holds `mail-<id>` when it adds it). */
  laterJobId: ({ notificationId }) => `mail-${notificationId}-held`,
  tuning: (env) => new MailJobsConfig(env),
  handler: SendMailHandler,
  sweeps: true,
  logContext: 'E-mails',
  failureMessage: ({ notificationId }, attempt, error) =>
    `E-mail ${notificationId} : essai ${attempt.number} échoué (${error.message})`,
});
