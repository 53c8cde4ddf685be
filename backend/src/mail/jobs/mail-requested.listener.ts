import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { NOTIFICATIONS_CREATED, NotificationsCreatedEvent } from '../../notifications/notification-events';
import { Jobs } from '../../queue/jobs';
import { sendMailJob } from './send-mail.job';

/**
 * Turns committed notifications into send-mail jobs. A queue outage only delays an e-mail: the row stays
 * `pending` and the sweeper queues it again (its job id makes a repeat harmless). A failed send never
 * touches the review action that caused it: that transaction has long committed.
 */
@Injectable()
export class MailRequestedListener {
  constructor(private readonly jobs: Jobs) {}

  @OnEvent(NOTIFICATIONS_CREATED)
  async handle(event: NotificationsCreatedEvent): Promise<void> {
    for (const id of event.ids) if (!(await this.jobs.addAfterCommit(sendMailJob, { notificationId: id }))) return;
  }
}
