import { type AnswerScope, GLOBAL_SCOPE } from '../public-cache/answer-scope';
import { SUGGESTED_COUNT } from './suggestions';

interface ArticleAnswer {
  success?: unknown;
  article?: { slug?: unknown; category_id?: unknown; author_id?: unknown };
  suggested?: { category_id?: unknown }[];
}

/**
 * The scope of an article's API answer (or of the page built on it): its own when all its suggestions
 * come from its own category, global when some were taken from the newest articles of the whole site
 * (a small category), which any publication changes. Given to the public cache, which reads no article.
 */
export function articleAnswerScope(answer: unknown): AnswerScope {
  const { article, suggested } = (answer ?? {}) as ArticleAnswer;
  if (!article || typeof article.slug !== 'string' || typeof article.category_id !== 'number') return GLOBAL_SCOPE;
  const categoryId = article.category_id;
  const ownCategoryOnly =
    Array.isArray(suggested) && suggested.length === SUGGESTED_COUNT && suggested.every((s) => s.category_id === categoryId);
  if (!ownCategoryOnly) return GLOBAL_SCOPE;
  const authorId = typeof article.author_id === 'number' ? article.author_id : null;
  return { kind: 'article', slug: article.slug, categoryId, authorId, recent: null };
}
