import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PUBLICATION_SCHEDULED, type PublicationScheduledEvent } from '../publishing-events';
import { Jobs } from '../../queue/jobs';
import { publishArticleJob } from './publish-article.job';

/** Turns a committed schedule into a delayed job. A queue outage only delays it: the sweeper finds the article due. */
@Injectable()
export class PublicationScheduledListener {
  constructor(private readonly jobs: Jobs) {}

  @OnEvent(PUBLICATION_SCHEDULED)
  async handle(event: PublicationScheduledEvent): Promise<void> {
    await this.jobs.addAfterCommit(publishArticleJob, { articleId: event.articleId, at: event.at.getTime() });
  }
}
