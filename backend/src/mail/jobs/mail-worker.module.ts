import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { NotificationsModule } from '../../notifications/notifications.module';
import { QueueName } from '../../queue/queues';
import { MailSender } from '../mail-sender';
import { MailTransport } from '../mail-transport';
import { OutboxRepository } from '../outbox.repository';
import { mailJobsConfigProvider } from './mail-jobs-config';
import { MailProcessor } from './mail.processor';
import { mailQueueProvider } from './mail-queue.provider';
import { MailRequestedListener } from './mail-requested.listener';
import { MailSweeper, RUNS_MAIL_SWEEPER } from './mail-sweeper';

/**
 * The mail jobs in the worker process: the consumer of the `mail` queue, its producer (the worker's own
 * notifications, such as a reward credited) and the sweeper of e-mails whose job was lost.
 */
@Module({
  imports: [NotificationsModule, BullModule.registerQueue({ name: QueueName.Mail })],
  providers: [
    MailTransport,
    OutboxRepository,
    MailSender,
    mailJobsConfigProvider,
    mailQueueProvider,
    MailProcessor,
    MailRequestedListener,
    { provide: RUNS_MAIL_SWEEPER, useValue: true },
    MailSweeper,
  ],
})
export class MailWorkerModule {}
