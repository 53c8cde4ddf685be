import type { EntityManager } from 'typeorm';
import { User } from '../users/entities/user.entity';
import type { Article, ArticleStatus } from './entities/article.entity';

/**
 * The one place an article changes status. Keeps what depends on "published" in step, inside the
 * caller's transaction: the first publication date and the author's published-article count (read by
 * the ranking without counting rows).
 */
export async function changeArticleStatus(
  manager: EntityManager,
  article: Article,
  next: ArticleStatus,
  now = new Date(),
): Promise<void> {
  const wasPublished = article.status === 'published';
  const willBePublished = next === 'published';
  article.status = next;
  if (willBePublished && !article.published_at) article.published_at = now;
  if (wasPublished === willBePublished || !article.author_id) return;
  if (willBePublished) {
    await manager.increment(User, { id: article.author_id }, 'articles_approved', 1);
  } else {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ articles_approved: () => 'CASE WHEN articles_approved > 0 THEN articles_approved - 1 ELSE 0 END' })
      .where('id = :id', { id: article.author_id })
      .execute();
  }
}
