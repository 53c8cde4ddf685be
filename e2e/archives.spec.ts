import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer } from './support/admin';
import { privateServerForSpec } from './support/private-server';

/** A category with more articles than one page holds, on a server of its own (the shared home keeps the demo list). */
const local = privateServerForSpec();

test('a reader reaches page 2 of a category and back', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiSession(local.api, ADMIN);
  const created = await local.api.post('/blog/api/categories', { headers: bearer(admin), data: { name: 'Ark Survival' } });
  expect(created.ok()).toBeTruthy();
  const category = ((await created.json()) as { category: { id: number; slug: string } }).category;
  for (let i = 1; i <= 14; i++) {
    const res = await local.api.post('/blog/api/articles', {
      headers: bearer(admin),
      data: { title: `Ark, étape ${i}`, content: `<p>Étape ${i}</p>`, category_id: category.id, status: 'published' },
    });
    expect(res.ok()).toBeTruthy();
  }

  const context = await browser.newContext({ baseURL: local.server.baseURL });
  const page = await context.newPage();
  await page.goto(`/blog/category/${category.slug}`);
  const pager = page.getByRole('navigation', { name: 'Pages de la liste' });
  await expect(pager).toContainText('Page 1 sur 2');
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/category/${category.slug}\\?page=2$`));
  await expect(pager).toContainText('Page 2 sur 2');
  await expect(page.getByRole('heading', { name: 'Ark, étape 1', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ark, étape 14', exact: true })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Page précédente' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/category/${category.slug}$`));
  await expect(page.getByRole('heading', { name: 'Ark, étape 14', exact: true })).toBeVisible();
  await context.close();
});
