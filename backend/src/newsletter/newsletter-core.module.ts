import { Module } from '@nestjs/common';
import { MailCoreModule } from '../mail/mail-core.module';
import { ArticlesPublishedListener } from './jobs/articles-published.listener';
import { newsletterJobsConfigProvider } from './jobs/newsletter-jobs-config';
import { PlanNewsletterSendHandler } from './jobs/plan-newsletter-send.job';
import { SendConfirmationHandler } from './jobs/send-confirmation.job';
import { DigestSchedule, SendDigestHandler } from './jobs/send-digest.job';
import { SendNewsletterBatchHandler } from './jobs/send-newsletter-batch.job';
import { NewsletterSendsRepository } from './newsletter-sends.repository';
import { NewsletterTemplates } from './newsletter-templates';
import { NewsletterRepository } from './newsletter.repository';

/**
 * What both entrypoints need: the subscribers' rows, the sends, and the handlers of the newsletter's jobs
 * (a scheduled publication happens in the worker, so the worker listens for publications too).
 */
@Module({
  imports: [MailCoreModule],
  providers: [
    NewsletterRepository,
    NewsletterSendsRepository,
    NewsletterTemplates,
    newsletterJobsConfigProvider,
    SendConfirmationHandler,
    PlanNewsletterSendHandler,
    SendNewsletterBatchHandler,
    SendDigestHandler,
    DigestSchedule,
    ArticlesPublishedListener,
  ],
  exports: [NewsletterRepository, NewsletterSendsRepository, NewsletterTemplates],
})
export class NewsletterCoreModule {}
