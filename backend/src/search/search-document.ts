import type { Article } from '../editorial/entities/article.entity';
import type { ArticleSearch } from './entities/article-search.entity';
import { indexedBody, indexedText } from './french-analyzer';
import { htmlToText } from './plain-text';

/** The text a search reads of an article besides its title: its description, then its body. */
export function searchableBody(article: Pick<Article, 'short_description' | 'content'>): string {
  return [article.short_description ?? '', htmlToText(article.content ?? '')].filter(Boolean).join(' ');
}

/** The search row of a published article. */
export function searchDocumentOf(article: Pick<Article, 'id' | 'title' | 'short_description' | 'content'>): ArticleSearch {
  return {
    article_id: article.id,
    title_terms: indexedText(article.title ?? ''),
    body_terms: indexedBody(searchableBody(article)),
  };
}
