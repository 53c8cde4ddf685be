import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PUBLIC_CONTENT_CHANGED } from '../public-cache/public-cache-invalidator';
import { ArticlesRepository } from './articles.repository';

/**
 * Published-article counts per category (and overall), kept until public content changes: a
 * COUNT walks the index over every matching article, which grows with the blog, while every page
 * of a list needs the same figure.
 */
@Injectable()
export class PublishedCounts {
  private counts = new Map<number | null, Promise<number>>();

  constructor(private readonly articles: ArticlesRepository) {}

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  clear(): void {
    this.counts = new Map();
  }

  of(categoryId: number | null): Promise<number> {
    let count = this.counts.get(categoryId);
    if (!count) {
      const counts = this.counts;
      count = this.articles.countPublished(categoryId);
      counts.set(categoryId, count);
      // A failed count is not kept; one started before a change is dropped with the old map.
      count.catch(() => counts.delete(categoryId));
    }
    return count;
  }
}
