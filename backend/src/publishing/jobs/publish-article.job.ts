import { Injectable } from '@nestjs/common';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { QueueTuning } from '../../queue/queue-tuning';
import { QueueName } from '../../queue/queues';
import { SchedulingService } from '../scheduling.service';

export interface PublishJobData {
  articleId: number;
  /** The publication time the job was asked for (epoch ms). */
  at: number;
}

const SWEEP_BATCH = 500;
/** At start, every scheduled article is asked for again, up to this far ahead (an in-process queue starts empty). */
const START_HORIZON_MS = 400 * 86_400_000;

/**
 * Publishes an article at its minute (`SchedulingService.publishDue`): only a still-scheduled, due
 * article, so a job whose article was rescheduled, cancelled or published already does nothing. The
 * sweeper asks again for what a queue lost: at start, every scheduled article (its delayed job, with its
 * time); then the articles whose time has passed and that are still scheduled (Redis down at their
 * minute, a restart). Job ids make every repeat harmless, and publishing checks the article's state.
 */
@Injectable()
export class PublishArticleHandler implements JobHandler<PublishJobData> {
  constructor(private readonly scheduling: SchedulingService) {}

  async handle(job: QueuedJob<PublishJobData>): Promise<void> {
    await this.scheduling.publishDue(job.data.articleId);
  }

  async findStale(before: Date, atStart: boolean): Promise<PublishJobData[]> {
    const horizon = atStart ? new Date(Date.now() + START_HORIZON_MS) : before;
    const due = await this.scheduling.dueBefore(horizon, SWEEP_BATCH);
    return due.map(({ id, at }) => ({ articleId: id, at: at.getTime() }));
  }
}

export const publishArticleJob = defineJob<PublishJobData>({
  queue: QueueName.Publish,
  name: 'publish-article',
  /** One job per article and publication time: asking twice adds nothing; a new time is a new job. */
  jobId: ({ articleId, at }) => `publish-${articleId}-${at}`,
  /** Delayed until its time. */
  delayMs: ({ at }) => Math.max(0, at - Date.now()),
  /**
   * `PUBLISH_*`. The sweep interval bounds how late an article goes live after an outage (Redis down at
   * its minute); tests shorten it.
   */
  tuning: (env) =>
    new QueueTuning(env, 'PUBLISH', {
      attempts: 8,
      backoffMs: 2000,
      concurrency: 2,
      lockDurationMs: 30_000,
      sweepIntervalMs: 20_000,
      // An overdue article is swept this long after its time, leaving its delayed job the first go.
      staleAfterMs: 5000,
    }),
  handler: PublishArticleHandler,
  sweeps: true,
  logContext: 'Programmation',
  failureMessage: ({ articleId }, attempt, error) =>
    `Publication de l'article ${articleId} : essai ${attempt.number} échoué (${error.message})`,
});
