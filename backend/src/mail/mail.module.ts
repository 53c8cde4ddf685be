import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { NotificationsModule } from '../notifications/notifications.module';
import { mailJobsConfigProvider } from './jobs/mail-jobs-config';
import { mailQueueProvider } from './jobs/mail-queue.provider';
import { MailRequestedListener } from './jobs/mail-requested.listener';
import { MailSweeper, RUNS_MAIL_SWEEPER } from './jobs/mail-sweeper';
import { MailSender } from './mail-sender';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';
import { OutboxController } from './outbox.controller';

/**
 * E-mails of the API process: queues the e-mail of each committed notification (sent by the worker with
 * Redis, by this process without it) and shows the local outbox of the embedded default.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [OutboxController],
  providers: [
    MailTransport,
    OutboxRepository,
    MailSender,
    mailJobsConfigProvider,
    mailQueueProvider,
    MailRequestedListener,
    // With Redis the worker process sweeps; without it the in-process queue is this process's.
    { provide: RUNS_MAIL_SWEEPER, inject: [AppConfig], useFactory: (config: AppConfig) => !config.redisUrl },
    MailSweeper,
  ],
})
export class MailModule {}
