import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { ArticleRef, PublicContentChange } from './answer-scope';

export const PUBLIC_CONTENT_CHANGED = 'public-content.changed';

/**
 * Anything a public page shows (articles, categories, settings, authors, tags) announces its changes
 * here, so that cached public answers are dropped before the write is answered. The narrower the
 * change said, the more of the cache stays (see `AnswerScope`).
 */
@Injectable()
export class PublicCacheInvalidator {
  constructor(private readonly events: EventEmitter2) {}

  /** A change that can touch every page: settings, categories, people, tags. */
  invalidate(): void {
    this.events.emit(PUBLIC_CONTENT_CHANGED, { id: randomUUID() } satisfies PublicContentChange);
  }

  /** Only these articles changed (each as it was before the write and as it is after). */
  articlesChanged(articles: readonly ArticleRef[]): void {
    if (articles.length) this.events.emit(PUBLIC_CONTENT_CHANGED, { articles, id: randomUUID() } satisfies PublicContentChange);
  }

  /** Only lists and totals changed (a reward credited moves the ranking), no article's page. */
  listsChanged(): void {
    this.events.emit(PUBLIC_CONTENT_CHANGED, { lists: true, id: randomUUID() } satisfies PublicContentChange);
  }
}
