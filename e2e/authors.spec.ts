import { expect, test } from '@playwright/test';

test('a reader opens the author page from an article, then one of their articles', async ({ page, request }) => {
  const list = await request.get('/blog/api/articles?limit=50');
  const { articles } = (await list.json()) as { articles: { slug: string; title: string; author_name: string | null }[] };
  const article = articles.find((a) => a.author_name === 'Léa Martin');
  expect(article).toBeDefined();

  await page.goto(`/blog/article/${article!.slug}`);
  await page.getByTestId('author-card').getByRole('link', { name: 'Léa Martin' }).click();
  await expect(page).toHaveURL(/\/blog\/auteur\/lea\.martin$/);
  const profile = page.getByTestId('author-profile');
  await expect(profile.getByRole('heading', { level: 1, name: 'Léa Martin' })).toBeVisible();
  await expect(profile).toContainText(/Membre depuis \S+ \d{4}/);
  await expect(profile).toContainText(/\d+ articles? publiés?/);
  await expect(profile.getByRole('link', { name: 'Flux RSS de l’auteur' })).toHaveAttribute(
    'href',
    '/blog/auteur/lea.martin/rss.xml',
  );
  await expect(page.locator('link[rel="alternate"][href$="/blog/auteur/lea.martin/rss.xml"]')).toHaveCount(1);

  const grid = page.getByTestId('article-grid');
  await grid.getByRole('heading', { name: article!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/article/${article!.slug}$`));
});

test('the contributors ranking links to each author page', async ({ page }) => {
  await page.goto('/blog/contributors');
  await page.getByRole('link', { name: 'Léa Martin' }).first().click();
  await expect(page).toHaveURL(/\/blog\/auteur\/lea\.martin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Martin' })).toBeVisible();
});
