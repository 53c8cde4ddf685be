import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PUBLIC_CONTENT_CHANGED } from '../public-cache/public-cache-invalidator';
import { ArticlesRepository } from './articles.repository';
import type { Article } from '../editorial/entities/article.entity';
import { SUGGESTED_COUNT } from './suggestions';

/**
 * An article page's suggestions. The newest articles of each category are kept until public content
 * changes (as `PublishedCounts` keeps its counts): every page of a category suggests from the same
 * few rows, which would otherwise be read again for each page.
 */
@Injectable()
export class ArticleSuggestions {
  private newest = new Map<number, Promise<Article[]>>();

  constructor(private readonly articles: ArticlesRepository) {}

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  clear(): void {
    this.newest = new Map();
  }

  /** Up to `SUGGESTED_COUNT` other published articles: the newest of the same category, then the newest of all. */
  async for(article: Pick<Article, 'id' | 'category_id'>): Promise<Article[]> {
    const same =
      article.category_id === null
        ? []
        : (await this.newestOf(article.category_id)).filter((other) => other.id !== article.id).slice(0, SUGGESTED_COUNT);
    if (same.length === SUGGESTED_COUNT) return same;
    const exclude = [article.id, ...same.map((other) => other.id)];
    return [...same, ...(await this.articles.listNewest({ exclude }, SUGGESTED_COUNT - same.length))];
  }

  /** One more than suggested: the page's own article may be among them. */
  private newestOf(categoryId: number): Promise<Article[]> {
    let list = this.newest.get(categoryId);
    if (!list) {
      const newest = this.newest;
      list = this.articles.listNewest({ categoryId }, SUGGESTED_COUNT + 1);
      newest.set(categoryId, list);
      // A failed read is not kept; one started before a change is dropped with the old map.
      list.catch(() => newest.delete(categoryId));
    }
    return list;
  }
}
