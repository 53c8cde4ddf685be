import type { DataSource } from 'typeorm';
import { ArticleViewCount } from '../../src/editorial/entities/article-view-count.entity';
import { Article } from '../../src/editorial/entities/article.entity';
import type { TestApp } from './test-app';

/** An article body of `count` words. */
export const words = (count: number): string => `<p>${Array.from({ length: count }, (_, i) => `mot${i}`).join(' ')}</p>`;

/** Publishes an article of `length` words as `token` (an admin or a rédacteur). */
export async function publishArticle(
  app: TestApp,
  token: string,
  title: string,
  categoryId: number,
  length = 60,
): Promise<{ id: number; slug: string }> {
  const res = await app.api('POST', '/articles', {
    token,
    body: { title, content: words(length), category_id: categoryId, status: 'published' },
  });
  expect(res.status).toBe(201);
  return res.body.article as { id: number; slug: string };
}

/** The views written to the database for an article: its own count and those counted since. */
export async function storedViews(db: DataSource, id: number): Promise<number> {
  const article = await db.getRepository(Article).findOneByOrFail({ id });
  const since = await db.getRepository(ArticleViewCount).findOneBy({ article_id: id });
  return article.views + (since?.views ?? 0);
}

/**
 * The headers of reader `n`'s browser: a view counts once per reader, article and Paris day, and never
 * for a robot (Node's `fetch` says `node`, which is one).
 */
export function asReader(n = 0): Record<string, string> {
  return { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:${120 + n}.0) Gecko/20100101 Firefox/${120 + n}.0` };
}
