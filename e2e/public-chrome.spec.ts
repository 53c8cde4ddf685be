import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { hydrated, isHydrated } from './support/hydration';

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header menu opens from its button, lists the links with Espace Client, and closes with Escape', async ({ page }) => {
    await page.goto('/blog/');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const closeButton = page.getByRole('button', { name: 'Fermer le menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await closeButton.getAttribute('aria-controls')}`);
    for (const label of [
      'Accueil',
      'Contributeurs',
      'Site Principal',
      'Serveurs de jeu',
      'VPS',
      'Espace Client',
      'Contribuer',
      "S'inscrire",
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  });

  test('a button pressed before the app has started still does its job', async ({ page }) => {
    // The app's script held until the button is pressed: the page is the server's, with no React yet.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route('**/assets/public-boot-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/blog/', { waitUntil: 'domcontentloaded' });
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    expect(await isHydrated(page)).toBe(false);
    releaseApp();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await isHydrated(page)).toBe(true);
  });
});

test('the contributor ranking shows its tiles and table or empty state', async ({ page }) => {
  await page.goto('/blog/contributors');
  await expect(page.getByRole('heading', { name: 'Classement des contributeurs' })).toBeVisible();
  await expect(page.getByText('Récompenses versées')).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText('Aucun contributeur pour le moment'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Devenir contributeur' }).first()).toHaveAttribute('href', '/blog/login');
});

test('sitemap, RSS and robots.txt list the published articles', async ({ request, baseURL }) => {
  const articles = (await (await request.get('/blog/api/articles?limit=100')).json()) as {
    articles: Array<{ slug: string; title: string }>;
  };
  const sitemap = await request.get('/blog/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const sitemapText = await sitemap.text();
  expect(sitemapText).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  const rss = await (await request.get('/blog/rss.xml')).text();
  expect(rss).toContain('<language>fr-FR</language>');
  for (const a of articles.articles) {
    expect(sitemapText).toContain(`<loc>${baseURL}/blog/article/${a.slug}</loc>`);
    expect(rss).toContain(`<link>${baseURL}/blog/article/${a.slug}</link>`);
  }
  expect(await (await request.get('/blog/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/blog/sitemap.xml`);
});

test('an unknown page shows the French not-found screen', async ({ page }) => {
  await page.goto('/blog/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('every kind of public page hydrates cleanly, without the app’s router, SWR or back-office code', async ({
  page,
  request,
}) => {
  const { categories } = (await (await request.get('/blog/api/categories')).json()) as { categories: Array<{ slug: string }> };
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  for (const path of [
    `/blog/category/${categories[0]!.slug}?page=1`,
    '/blog/contributors',
    '/blog/auteur/lea.martin',
    '/blog/recherche?q=minecraft',
    '/blog/cette-page-n-existe-pas',
  ]) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Hydrated: the header's shortcut is the app's.
    await page.locator('body').press('/');
    await expect(page.locator('#site-search-q')).toBeFocused();
  }
  expect(scripts.some((script) => /\/public-boot-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.filter((script) => /\/(boot|app-vendor|AdminShell)-[\w-]+\.js$/.test(script))).toEqual([]);
  // The not-found page answers 404, which the browser reports for the document itself.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});
