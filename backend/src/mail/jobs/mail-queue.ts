import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { JobAttempt, JobQueue, QueuedJob } from '../../queue/job-queue';
import { JobName } from '../../queue/queues';
import type { MailJobsConfig } from './mail-jobs-config';

export interface SendMailJobData {
  notificationId: number;
}

/** One job per notification, that is per event and recipient: a repeat of either adds nothing. */
export const mailJobId = (notificationId: number): string => `mail-${notificationId}`;
/** The later run of an e-mail held back (its own id: the first run still holds `mail-<id>` when it adds it). */
export const heldMailJobId = (notificationId: number): string => `mail-${notificationId}-held`;

/** What a run asks of the queue: nothing (done), or to run again in `holdMs` (an e-mail waiting for its pair). */
export type MailRunResult = { holdMs: number } | void;
export type MailJobRunner = (notificationId: number, attempt: JobAttempt) => Promise<MailRunResult>;

const logger = new Logger('E-mails');

/** One send-mail job, the same in the worker's processor and in the API's in-process queue. */
export async function runSendMailJob(job: QueuedJob<SendMailJobData>, run: MailJobRunner, queue: MailQueue): Promise<void> {
  try {
    const result = await run(job.data.notificationId, job.attempt);
    if (result) await queue.enqueueHeld(job.data.notificationId, result.holdMs);
  } catch (error) {
    logger.warn(`E-mail ${job.data.notificationId} : essai ${job.attempt.number} échoué (${(error as Error).message})`);
    throw error;
  }
}

/** Where send-mail jobs go: BullMQ when REDIS_URL is set (the worker sends), else the API's in-process queue. */
export class MailQueue implements OnApplicationShutdown {
  constructor(
    private readonly queue: JobQueue<SendMailJobData>,
    private readonly config: MailJobsConfig,
  ) {}

  enqueue(notificationId: number): Promise<void> {
    return this.queue.add(
      JobName.SendMail,
      { notificationId },
      { jobId: mailJobId(notificationId), attempts: this.config.attempts, backoffMs: this.config.backoffMs },
    );
  }

  /** Runs the e-mail again later; the notification stays `pending`, so the sweeper still finds it if this is lost. */
  enqueueHeld(notificationId: number, delayMs: number): Promise<void> {
    return this.queue.add(
      JobName.SendMail,
      { notificationId },
      { jobId: heldMailJobId(notificationId), delayMs, attempts: this.config.attempts, backoffMs: this.config.backoffMs },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
