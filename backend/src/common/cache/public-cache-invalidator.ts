import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';

export const PUBLIC_CONTENT_CHANGED = 'public-content.changed';

/**
 * Anything a public page shows (articles, categories, settings, authors, tags) announces its changes
 * here, so that cached public answers are dropped before the write is answered.
 */
@Injectable()
export class PublicCacheInvalidator {
  constructor(private readonly events: EventEmitter2) {}

  invalidate(): void {
    this.events.emit(PUBLIC_CONTENT_CHANGED);
  }
}
