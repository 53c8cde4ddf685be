import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { MailCoreModule } from '../mail/mail-core.module';
import { NewsletterAdminController } from './newsletter-admin.controller';
import { NewsletterAdminRepository } from './newsletter-admin.repository';
import { NewsletterController } from './newsletter.controller';
import { NewsletterCoreModule } from './newsletter-core.module';
import { NewsletterSubscriptionsService } from './newsletter-subscriptions.service';
import { NewsletterTransferService } from './newsletter-transfer.service';
import { NewsletterTestMail } from './newsletter-test-mail';

/** The newsletter of the API process: the public subscription and confirmation routes, and the admins' list. */
@Module({
  imports: [NewsletterCoreModule, MailCoreModule, CategoriesModule],
  controllers: [NewsletterController, NewsletterAdminController],
  providers: [NewsletterSubscriptionsService, NewsletterAdminRepository, NewsletterTransferService, NewsletterTestMail],
})
export class NewsletterModule {}
