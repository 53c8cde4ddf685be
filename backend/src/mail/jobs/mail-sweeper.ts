import { Inject, Injectable, Logger } from '@nestjs/common';
import { NotificationsRepository } from '../../notifications/notifications.repository';
import { JobSweeper } from '../../queue/job-sweeper';
import { MailJobsConfig } from './mail-jobs-config';
import { MailQueue } from './mail-queue';

/** Whether this process sweeps lost e-mails: the worker with Redis, the API without it. */
export const RUNS_MAIL_SWEEPER = Symbol('RUNS_MAIL_SWEEPER');
const BATCH = 500;

/** Queues again the `pending` e-mails whose job was lost (its job id makes a repeat harmless). */
@Injectable()
export class MailSweeper extends JobSweeper {
  protected readonly logger = new Logger('E-mails');

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly queue: MailQueue,
    config: MailJobsConfig,
    @Inject(RUNS_MAIL_SWEEPER) enabled: boolean,
  ) {
    super(config, enabled);
  }

  protected findStale(before: Date): Promise<number[]> {
    return this.notifications.stalePendingMail(before, BATCH);
  }

  protected enqueue(notificationId: number): Promise<void> {
    return this.queue.enqueue(notificationId);
  }
}
