import { expect, test } from '@playwright/test';
import { firstArticle, watchConsole } from './support/console';

test('an article page shows the breadcrumb, badge, reading time, views, author card, body and sidebar', async ({
  page,
  baseURL,
}) => {
  const article = await firstArticle(baseURL!);
  await page.goto(`/blog/article/${article.slug}`);
  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(crumbs.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toBeVisible();
  if (article.category_slug) await expect(crumbs.locator(`a[href="/blog/category/${article.category_slug}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByText(/\d+ min de lecture/)).toBeVisible();
  await expect(page.getByText(/\d+ vues?$/)).toBeVisible();
  await expect(page.getByTestId('author-card')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Articles récents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pourquoi choisir GameHost/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rejoignez la communauté' })).toBeVisible();
  await expect(page.locator('.article-body h2').first()).toBeVisible();
});

test('the raw HTML of an article carries its title, body, description, Open Graph, Twitter and JSON-LD', async ({
  request,
  baseURL,
}) => {
  const article = await firstArticle(baseURL!);
  const response = await request.get(`/blog/article/${article.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = article.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  expect(html).toContain(`<title>${escaped}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog/article/${article.slug}"`);
  expect(html).toContain('<meta property="og:locale" content="fr_FR"');
  expect(html).toContain('<meta property="og:type" content="article"');
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
  expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('class="article-body');
  expect(html).toContain('<h1');
  expect(html).toContain('<script type="application/json" id="blog-data">');
});

test('an unknown article answers 404 with the not-found screen', async ({ page, request }) => {
  const response = await request.get('/blog/article/cet-article-n-existe-pas');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Article non trouvé');
  await page.goto('/blog/article/cet-article-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Article non trouvé' })).toBeVisible();
  await expect(page.getByText("L'article que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
  await page.getByRole('link', { name: 'Retour au blog' }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
});

test('the share button copies the link and shows « Copié ! » for two seconds', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const article = await firstArticle(baseURL!);
  await page.goto(`/blog/article/${article.slug}`);
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByRole('button', { name: 'Copié !' })).toBeVisible();
  await expect(page.getByText('Lien copié dans le presse-papier !')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/article/${article.slug}`);
  await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible({ timeout: 4000 });
});

test('the article page hydrates without console errors or hydration warnings', async ({ page, baseURL }) => {
  const article = await firstArticle(baseURL!);
  const problems = watchConsole(page);
  await page.goto(`/blog/article/${article.slug}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' }).click();
  await expect(page.getByTestId('article-grid')).toBeVisible();
  expect(problems).toEqual([]);
});
