import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BullmqJobQueue } from '../../queue/bullmq-job-queue';
import { InProcessJobQueue } from '../../queue/in-process-job-queue';
import { QueueName } from '../../queue/queues';
import { SchedulingService } from '../scheduling.service';
import { PublishJobsConfig } from './publish-jobs-config';
import { PublishQueue, runPublishJob, type PublishJobData } from './publish-queue';

/** BullMQ with REDIS_URL (the worker publishes), else the same publication run inside this process. */
export const publishQueueProvider: Provider = {
  provide: PublishQueue,
  inject: [AppConfig, PublishJobsConfig, SchedulingService],
  useFactory: (app: AppConfig, config: PublishJobsConfig, scheduling: SchedulingService): PublishQueue =>
    new PublishQueue(
      app.redisUrl
        ? new BullmqJobQueue<PublishJobData>(QueueName.Publish, app.redisUrl)
        : new InProcessJobQueue<PublishJobData>(
            (job) => runPublishJob(job, (articleId) => scheduling.publishDue(articleId)),
            config.concurrency,
            QueueName.Publish,
          ),
      config,
    ),
};
