import { Injectable, Logger } from '@nestjs/common';
import { NotificationsRepository } from '../../notifications/notifications.repository';
import { defineJob } from '../../queue/define-job';
import type { JobAttempt, JobHandler, QueuedJob } from '../../queue/job-queue';
import { Jobs } from '../../queue/jobs';
import { JobName, QueueName } from '../../queue/queues';
import { MailSender } from '../mail-sender';
import { MailJobsConfig } from './mail-jobs-config';

export interface SendMailJobData {
  notificationId: number;
}

/** What a run asks of the queue: nothing (done), or to run again in `holdMs` (an e-mail waiting for its pair). */
export type MailRunResult = { holdMs: number } | void;
export type MailJobRunner = (notificationId: number, attempt: JobAttempt) => Promise<MailRunResult>;

const SWEEP_BATCH = 500;
const logger = new Logger('E-mails');

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

  handle(job: QueuedJob<SendMailJobData>): Promise<void> {
    return runSendMailJob(job, (id, attempt) => this.sender.run(id, attempt), this.jobs);
  }

  async findStale(before: Date): Promise<SendMailJobData[]> {
    return (await this.notifications.stalePendingMail(before, SWEEP_BATCH)).map((notificationId) => ({ notificationId }));
  }
}

export const sendMailJob = defineJob<SendMailJobData>({
  queue: QueueName.Mail,
  name: JobName.SendMail,
  /** One job per notification, that is per event and recipient: a repeat of either adds nothing. */
  jobId: ({ notificationId }) => `mail-${notificationId}`,
  /** The later run of an e-mail held back (its own id: the first run still holds `mail-<id>` when it adds it). */
  laterJobId: ({ notificationId }) => `mail-${notificationId}-held`,
  tuning: (env) => new MailJobsConfig(env),
  handler: SendMailHandler,
  sweeps: true,
  logContext: 'E-mails',
});

/**
 * One send-mail job. A held e-mail is run again later; the notification stays `pending`, so the sweeper
 * still finds it if that run is lost.
 */
export async function runSendMailJob(
  job: QueuedJob<SendMailJobData>,
  run: MailJobRunner,
  jobs: Pick<Jobs, 'addLater'>,
): Promise<void> {
  try {
    const result = await run(job.data.notificationId, job.attempt);
    if (result) await jobs.addLater(sendMailJob, { notificationId: job.data.notificationId }, result.holdMs);
  } catch (error) {
    logger.warn(`E-mail ${job.data.notificationId} : essai ${job.attempt.number} échoué (${(error as Error).message})`);
    throw error;
  }
}
