import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PUBLICATION_SCHEDULED, type PublicationScheduledEvent } from '../publishing-events';
import { PublishQueue } from './publish-queue';

/** Turns a committed schedule into a delayed job. A queue outage only delays it: the sweeper finds the article due. */
@Injectable()
export class PublicationScheduledListener {
  private readonly logger = new Logger('Programmation');

  constructor(private readonly queue: PublishQueue) {}

  @OnEvent(PUBLICATION_SCHEDULED)
  async handle(event: PublicationScheduledEvent): Promise<void> {
    try {
      await this.queue.schedule(event.articleId, event.at);
    } catch (error) {
      this.logger.warn(
        `Publication de l'article ${event.articleId} non mise en file (${(error as Error).message}) : le balayage la reprendra`,
      );
    }
  }
}
