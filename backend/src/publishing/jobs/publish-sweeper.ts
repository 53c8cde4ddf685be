import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobSweeper } from '../../queue/job-sweeper';
import { SchedulingService } from '../scheduling.service';
import { PublishJobsConfig } from './publish-jobs-config';
import { PublishQueue } from './publish-queue';

/** Whether this process sweeps scheduled publications: the worker with Redis, the API without it. */
export const RUNS_PUBLISH_SWEEPER = Symbol('RUNS_PUBLISH_SWEEPER');
const BATCH = 500;
/** At start, every scheduled article is asked for again, up to this far ahead (an in-process queue starts empty). */
const START_HORIZON_MS = 400 * 86_400_000;

/**
 * Asks again for the publications a queue lost: at start, every scheduled article (its delayed job, with
 * its time); then, at each interval, the articles whose time has passed and that are still scheduled
 * (Redis down at their minute, a restart). Job ids make every repeat harmless, and publishing checks
 * the article's state, so nothing is published twice.
 */
@Injectable()
export class PublishSweeper extends JobSweeper {
  protected readonly logger = new Logger('Programmation');
  private readonly times = new Map<number, Date>();
  private started = false;

  constructor(
    private readonly scheduling: SchedulingService,
    private readonly queue: PublishQueue,
    config: PublishJobsConfig,
    @Inject(RUNS_PUBLISH_SWEEPER) enabled: boolean,
  ) {
    super(config, enabled);
  }

  protected async findStale(before: Date): Promise<number[]> {
    const horizon = this.started ? before : new Date(Date.now() + START_HORIZON_MS);
    this.started = true;
    const due = await this.scheduling.dueBefore(horizon, BATCH);
    this.times.clear();
    for (const { id, at } of due) this.times.set(id, at);
    return due.map(({ id }) => id);
  }

  protected enqueue(articleId: number): Promise<void> {
    return this.queue.schedule(articleId, this.times.get(articleId) ?? new Date());
  }
}
