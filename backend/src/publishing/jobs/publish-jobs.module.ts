import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { PublishingModule } from '../publishing.module';
import { PublicationScheduledListener } from './publication-scheduled.listener';
import { publishJobsConfigProvider } from './publish-jobs-config';
import { publishQueueProvider } from './publish-queue.provider';
import { PublishSweeper, RUNS_PUBLISH_SWEEPER } from './publish-sweeper';

/**
 * The API side of scheduled publishing: the producer of delayed publication jobs and, without Redis,
 * the in-process queue that runs them and its sweeper.
 */
@Module({
  imports: [PublishingModule],
  providers: [
    publishJobsConfigProvider,
    publishQueueProvider,
    PublicationScheduledListener,
    // With Redis the worker process sweeps; without it the in-process queue is this process's.
    { provide: RUNS_PUBLISH_SWEEPER, inject: [AppConfig], useFactory: (config: AppConfig) => !config.redisUrl },
    PublishSweeper,
  ],
})
export class PublishJobsModule {}
