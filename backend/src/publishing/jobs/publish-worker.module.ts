import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QueueName } from '../../queue/queues';
import { PublishingModule } from '../publishing.module';
import { PublicationScheduledListener } from './publication-scheduled.listener';
import { publishJobsConfigProvider } from './publish-jobs-config';
import { PublishProcessor } from './publish.processor';
import { publishQueueProvider } from './publish-queue.provider';
import { PublishSweeper, RUNS_PUBLISH_SWEEPER } from './publish-sweeper';

/**
 * Scheduled publishing in the worker process: the consumer of the `publish` queue, its producer and the
 * sweeper that publishes what an outage left overdue.
 */
@Module({
  imports: [PublishingModule, BullModule.registerQueue({ name: QueueName.Publish })],
  providers: [
    publishJobsConfigProvider,
    publishQueueProvider,
    PublishProcessor,
    PublicationScheduledListener,
    { provide: RUNS_PUBLISH_SWEEPER, useValue: true },
    PublishSweeper,
  ],
})
export class PublishWorkerModule {}
