import { Module } from '@nestjs/common';
import { BillingModule } from './billing/billing.module';
import { CoreModule } from './core.module';
import { JOB_REGISTRY } from './job-registry';
import { MailCoreModule } from './mail/mail-core.module';
import { OffersCoreModule } from './offers/offers-core.module';
import { NewsletterCoreModule } from './newsletter/newsletter-core.module';
import { PublishingModule } from './publishing/publishing.module';
import { JobsModule } from './queue/jobs.module';
import { RewardsCoreModule } from './rewards/rewards-core.module';
import { UploadStorageModule } from './uploads/upload-storage.module';

/**
 * The worker process: no HTTP, the only one with BullMQ workers (JobsModule, one per queue); the domain
 * modules bring the jobs' handlers.
 */
@Module({
  imports: [
    CoreModule.forRoot({ servesPages: false }),
    BillingModule.forRoot('attach'),
    JobsModule.forWorker(JOB_REGISTRY),
    RewardsCoreModule,
    MailCoreModule,
    NewsletterCoreModule,
    PublishingModule,
    UploadStorageModule,
    OffersCoreModule,
  ],
})
export class WorkerModule {}
