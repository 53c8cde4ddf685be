import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { RewardsCoreModule } from '../rewards/rewards-core.module';
import { mailJobsConfigProvider } from './jobs/mail-jobs-config';
import { MailRequestedListener } from './jobs/mail-requested.listener';
import { SendMailHandler } from './jobs/send-mail.job';
import { MailSender } from './mail-sender';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

/**
 * What both entrypoints need to send e-mails: the sender, the handler of the `send-mail` job and the
 * listener that queues the e-mail of each committed notification (sent by the worker with Redis, by the
 * API without it).
 */
@Module({
  // The rewards: an e-mail waits for the credit of its submission's reward to send both at once.
  imports: [NotificationsModule, RewardsCoreModule],
  providers: [MailTransport, OutboxRepository, MailSender, mailJobsConfigProvider, SendMailHandler, MailRequestedListener],
  exports: [MailTransport, OutboxRepository],
})
export class MailCoreModule {}
