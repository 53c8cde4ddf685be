import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { JobQueue, QueuedJob } from '../../queue/job-queue';
import { JobName } from '../../queue/queues';
import type { PublishJobsConfig } from './publish-jobs-config';

export interface PublishJobData {
  articleId: number;
  /** The publication time the job was asked for (epoch ms). */
  at: number;
}

/** One job per article and publication time: asking twice adds nothing; a new time is a new job. */
export const publishJobId = (articleId: number, at: Date): string => `publish-${articleId}-${at.getTime()}`;

export type PublishJobRunner = (articleId: number) => Promise<boolean>;

const logger = new Logger('Programmation');

/**
 * One publication job, the same in the worker's processor and in the API's in-process queue. The runner
 * publishes only a still-scheduled, due article: a job whose article was rescheduled, cancelled or
 * published already does nothing.
 */
export async function runPublishJob(job: QueuedJob<PublishJobData>, run: PublishJobRunner): Promise<void> {
  try {
    await run(job.data.articleId);
  } catch (error) {
    logger.warn(
      `Publication de l'article ${job.data.articleId} : essai ${job.attempt.number} échoué (${(error as Error).message})`,
    );
    throw error;
  }
}

/** Where publication jobs go: delayed until their time, on BullMQ with REDIS_URL, else in this process. */
export class PublishQueue implements OnApplicationShutdown {
  constructor(
    private readonly queue: JobQueue<PublishJobData>,
    private readonly config: PublishJobsConfig,
  ) {}

  schedule(articleId: number, at: Date): Promise<void> {
    return this.queue.add(
      JobName.PublishArticle,
      { articleId, at: at.getTime() },
      {
        jobId: publishJobId(articleId, at),
        delayMs: Math.max(0, at.getTime() - Date.now()),
        attempts: this.config.attempts,
        backoffMs: this.config.backoffMs,
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
