import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ARTICLES_PUBLISHED, type ArticlesPublishedEvent } from '../../publishing/publishing-events';
import { Jobs } from '../../queue/jobs';
import { planNewsletterSendJob } from './plan-newsletter-send.job';

/**
 * A committed publication (now, at its minute, or by approval) asks for its newsletter send: one job,
 * whatever the number of subscribers. A queue outage only delays it: the sweeper finds the article
 * published without its send.
 */
@Injectable()
export class ArticlesPublishedListener {
  constructor(private readonly jobs: Jobs) {}

  @OnEvent(ARTICLES_PUBLISHED)
  async handle(event: ArticlesPublishedEvent): Promise<void> {
    for (const articleId of event.articleIds) await this.jobs.addAfterCommit(planNewsletterSendJob, { articleId });
  }
}
