import { Module } from '@nestjs/common';
import { MailCoreModule } from '../mail/mail-core.module';
import { SendConfirmationHandler } from './jobs/send-confirmation.job';
import { NewsletterRepository } from './newsletter.repository';

/** What both entrypoints need: the subscribers' rows and the handler of the confirmation e-mail's job. */
@Module({
  imports: [MailCoreModule],
  providers: [NewsletterRepository, SendConfirmationHandler],
  exports: [NewsletterRepository],
})
export class NewsletterCoreModule {}
