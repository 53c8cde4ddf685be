import { expect, test, type Browser } from '@playwright/test';
import { hydrated } from './support/hydration';

/**
 * The public pages' first-load JavaScript as the browser loads it: every script response of a page
 * opened in a fresh context (nothing cached), counted at its gzip transfer size, until the page is
 * hydrated and the network idle. The build's counter (frontend/scripts/bundle-size.mjs) is held to the
 * same budget from the manifest; this one catches what it would not see.
 */
const BUDGET_KIB = 90;

interface Loaded {
  path: string;
  bytes: number;
}

async function firstLoadScripts(browser: Browser, path: string): Promise<Loaded[]> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const pending: Promise<Loaded>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await response.request().sizes();
          // The body as sent: gzip, as asked (the server also has brotli copies).
          // The body as sent: gzip as asked (brotli copies exist too), or as is for the few files too small to compress.
          expect([undefined, 'gzip'], response.url()).toContain(response.headers()['content-encoding']);
          const length = Number(response.headers()['content-length'] ?? NaN);
          return { path: new URL(response.url()).pathname, bytes: Number.isFinite(length) ? length : sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

test('every public page loads at most 90 KiB of gzip JavaScript, as the browser counts it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const articles = (await (await request.get('/blog/api/articles?limit=1')).json()) as {
    articles: Array<{ slug: string; category_slug: string | null }>;
  };
  const article = articles.articles[0]!;
  const pages: Record<string, string> = {
    accueil: '/blog/',
    catégorie: `/blog/category/${article.category_slug}`,
    article: `/blog/article/${article.slug}`,
    recherche: '/blog/recherche?q=minecraft',
    auteur: '/blog/auteur/lea.martin',
    contributeurs: '/blog/contributors',
    introuvable: '/blog/cette-page-n-existe-pas',
  };
  const rows: Record<string, { scripts: number; kib: number }> = {};
  const details: Record<string, string[]> = {};
  for (const [name, path] of Object.entries(pages)) {
    const loaded = await firstLoadScripts(browser, path);
    expect(loaded.length, path).toBeGreaterThan(0);
    // The page's stylesheet has every style it shows: the rules of the others are not loaded (theme/static-styles.ts).
    expect(
      loaded.filter((script) => /\/static-style-rules-/.test(script.path)).map((script) => script.path),
      path,
    ).toEqual([]);
    details[name] = loaded.map((s) => `${s.path} ${s.bytes}`);
    rows[name] = { scripts: loaded.length, kib: +(loaded.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1) };
  }
  if (process.env.JS_BUDGET_DETAIL) console.log(JSON.stringify(details, null, 1));
  console.log(`JavaScript au premier chargement (gzip, Kio) :\n${JSON.stringify(rows, null, 1)}`);
  const over = Object.entries(rows).filter(([, row]) => row.kib > BUDGET_KIB);
  expect(over, `au-dessus de ${BUDGET_KIB} Kio`).toEqual([]);
});
