import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, unique, words, type Session } from './support/admin';
import { watchConsole } from './support/console';
import { privateServerForSpec } from './support/private-server';

/**
 * A publication elsewhere keeps an unrelated article page in the cache: its recent articles are
 * replaced in the stored page instead of rendering it again. The page a reader then gets must be the
 * page React would render: it hydrates without a warning and its new link works. On a server of its
 * own: the spec publishes a dozen articles.
 */

const local = privateServerForSpec();

async function category(admin: Session, name: string): Promise<number> {
  const res = await local.api.post('/blog/api/categories', { headers: bearer(admin), data: { name } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { category: { id: number } }).category.id;
}

async function publish(session: Session, title: string, categoryId: number): Promise<{ slug: string }> {
  const res = await local.api.post('/blog/api/articles', {
    headers: bearer(session),
    data: { title, content: `<p>${words(80)}</p>`, category_id: categoryId, status: 'published' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { article: { slug: string } }).article;
}

test('an article page kept in the cache across a publication shows the new article among the recent ones and hydrates cleanly', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSession(local.api, ADMIN);
  const own = await category(admin, `Rubrique ${unique()}`);
  const elsewhere = await category(admin, `Ailleurs ${unique()}`);
  // Four articles of one category (each suggests the three others), then six newer ones elsewhere.
  const mine: { slug: string }[] = [];
  for (let i = 0; i < 4; i += 1) mine.push(await publish(admin, `Guide de la rubrique ${i} ${unique()}`, own));
  for (let i = 0; i < 6; i += 1) await publish(admin, `Plus récent ${i} ${unique()}`, elsewhere);
  const url = `/blog/article/${mine[0]!.slug}`;
  expect((await local.api.get(url)).headers()['server-timing']).toBeDefined();
  expect((await local.api.get(url)).headers()['server-timing']).toBeUndefined();

  // Another author publishes in the other category.
  const email = `redaction-${unique()}@exemple.fr`;
  const password = 'Motdepasse!123';
  const created = await local.api.post('/blog/api/auth/users', {
    headers: bearer(admin),
    data: { username: `plume${unique()}`, email, password, role: 'redacteur' },
  });
  expect(created.ok()).toBeTruthy();
  const writer = await apiSession(local.api, { email, password, path: '/blog/api/auth/login' });
  const title = `Tout juste publié ${unique()}`;
  await publish(writer, title, elsewhere);

  const context = await browser.newContext({ baseURL: local.server.baseURL });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const response = await page.goto(url);
  // Served from the cache: a rendered page carries the render's Server-Timing.
  expect(response?.headers()['server-timing']).toBeUndefined();
  const recent = page.getByRole('region', { name: 'Articles récents' });
  await expect(recent.getByRole('link').first()).toHaveText(title);
  await page.waitForLoadState('networkidle');
  await recent.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
