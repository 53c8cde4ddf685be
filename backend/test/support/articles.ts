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
