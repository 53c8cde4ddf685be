import { Module } from '@nestjs/common';
import { BillingModule } from './billing/billing.module';
import { CoreModule } from './core.module';
import { MailWorkerModule } from './mail/jobs/mail-worker.module';
import { PublishWorkerModule } from './publishing/jobs/publish-worker.module';
import { QueueWorkerModule } from './queue/queue-worker.module';
import { RewardsWorkerModule } from './rewards/jobs/rewards-worker.module';

/** The worker process: no HTTP, the only module that registers BullMQ processors (one worker module per domain). */
@Module({
  imports: [
    CoreModule,
    BillingModule.forRoot('attach'),
    QueueWorkerModule,
    RewardsWorkerModule,
    MailWorkerModule,
    PublishWorkerModule,
  ],
})
export class WorkerModule {}
