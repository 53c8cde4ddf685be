import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller';
import { NewsletterCoreModule } from './newsletter-core.module';
import { NewsletterSubscriptionsService } from './newsletter-subscriptions.service';

/** The newsletter of the API process: the public subscription and confirmation routes. */
@Module({
  imports: [NewsletterCoreModule],
  controllers: [NewsletterController],
  providers: [NewsletterSubscriptionsService],
})
export class NewsletterModule {}
