import { expect, test, type Page, type Request } from '@playwright/test';
import { activeMarkup } from '../backend/test/support/inert-html';
import { seedXss, type XssWorld } from '../backend/test/support/xss-seed';
import { XSS_GLOBAL, XSS_VECTORS } from '../backend/test/support/xss-vectors';
import { hydrated } from './support/hydration';
import { startPrivateServer, type PrivateServer } from './support/private-server';

/**
 * Every XSS vector of the shared corpus, stored through every user-writable field, rendered by the
 * public pages and the back office. The Content-Security-Policy is bypassed: the markup itself must be
 * inert, not merely blocked by the browser.
 */
// Traces off: a few hundred navigations would make large traces for nothing.
test.use({ bypassCSP: true, trace: 'off' });
test.describe.configure({ mode: 'default' });

let server: PrivateServer;
let world: XssWorld;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startPrivateServer();
  world = await seedXss(server.baseURL, { concurrency: 6 });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Opens each path and reports any dialog, the marker global, or active markup left in the live DOM. */
async function expectNothingRuns(page: Page, paths: string[]): Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const loading = new Set<Request>();
  page.on('request', (request) => loading.add(request));
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${server.baseURL}/blog${path}`, { waitUntil: 'load' });
    // Inline handlers fire while the page loads; then React takes the root, and its effects fetch and render
    // their data: all done once no request is in flight while the page's main thread is idle.
    await hydrated(page);
    await expect
      .poll(async () => {
        await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
        return loading.size;
      })
      .toBe(0);
    const marker = await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], XSS_GLOBAL);
    if (marker !== undefined) found.push(`${path}: window.${XSS_GLOBAL} = ${String(marker)}`);
    for (const problem of activeMarkup(await page.content())) found.push(`${path}: ${problem}`);
  }
  expect(dialogs).toEqual([]);
  expect(found).toEqual([]);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.baseURL}/blog/login`);
  await page.getByRole('tab', { name: 'Équipe' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/blog\/(admin|contributor\/dashboard)$/);
}

const chunks = <T>(list: () => T[], size: number, count: number) =>
  Array.from({ length: count }, (_, i) => () => list().slice(i * size, (i + 1) * size));

for (const [i, slice] of chunks(() => world.articleSlugs, 25, Math.ceil(XSS_VECTORS.length / 25)).entries()) {
  test(`article pages ${i * 25 + 1}–${i * 25 + 25} run none of the stored vectors`, async ({ page }) => {
    test.setTimeout(120_000);
    await expectNothingRuns(
      page,
      slice().map((slug) => `/article/${slug}`),
    );
  });
}

test('the detector itself sees a vector that runs, with the policy bypassed', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setContent(`<img src=x onerror="window.${XSS_GLOBAL}=1;alert(1)">`);
  await expect.poll(() => page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], XSS_GLOBAL)).toBe(1);
  expect(dialogs).toEqual(['1']);
  expect(activeMarkup(await page.content())).not.toEqual([]);
});

test('the home pages and the contributor ranking run none of the stored vectors', async ({ page }) => {
  test.setTimeout(120_000);
  expect(world.articleSlugs.length).toBeGreaterThanOrEqual(100);
  await expectNothingRuns(page, ['/', '/?page=2', '/?page=3', '/contributors']);
});

test('category pages, one in six (the server-rendered markup of all of them is checked by the API suite), run none of the stored vectors', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await expectNothingRuns(
    page,
    world.categorySlugs.filter((_s, i) => i % 6 === 0).map((slug) => `/category/${slug}`),
  );
});

test('the back office screens of an admin run none of the stored vectors', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.local', 'Admin!2345');
  await expectNothingRuns(page, [
    '/admin',
    '/admin/submissions',
    '/admin/articles',
    '/admin/users',
    '/admin/categories',
    '/admin/profile-tags',
    '/admin/user-tags',
    '/admin/rewards',
  ]);
});

test('a contributor’s own screens, with the rejection reason, run none of the stored vectors', async ({ page }) => {
  test.setTimeout(120_000);
  const contributor = world.contributors[0]!;
  await signIn(page, contributor.email, 'Motdepasse!123');
  await expectNothingRuns(page, ['/contributor/dashboard', '/admin/articles', '/admin/profile']);
});
