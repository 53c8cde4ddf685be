import { Processor } from '@nestjs/bullmq';
import type { QueuedJob } from '../../queue/job-queue';
import { processorOptions, QueueProcessor } from '../../queue/queue-processor';
import { QueueName } from '../../queue/queues';
import { SchedulingService } from '../scheduling.service';
import { PublishJobsConfig } from './publish-jobs-config';
import { runPublishJob, type PublishJobData } from './publish-queue';

const config = new PublishJobsConfig(process.env);

/** Consumer of the `publish` queue; registered by the PublishWorkerModule only. */
@Processor(QueueName.Publish, processorOptions(config))
export class PublishProcessor extends QueueProcessor<PublishJobData> {
  constructor(private readonly scheduling: SchedulingService) {
    super();
  }

  protected handle(job: QueuedJob<PublishJobData>): Promise<void> {
    return runPublishJob(job, (articleId) => this.scheduling.publishDue(articleId));
  }
}
