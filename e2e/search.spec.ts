import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';

test('a reader searches « serveurs minecraft » from the header, sees the words highlighted and opens a result', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/blog/');
  const field = page.getByRole('searchbox', { name: 'Rechercher dans le blog' });
  // `/` brings the reader to the field, once the app has started (the shortcut is the app's).
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))),
    )
    .toBe(true);
  await page.locator('body').press('/');
  await expect(field).toBeFocused();
  await field.fill('serveurs minecraft');
  await field.press('Enter');

  await expect(page).toHaveURL(/\/blog\/recherche\?q=serveurs\+minecraft$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « serveurs minecraft »' })).toBeVisible();
  const results = page.getByTestId('search-result');
  await expect(results.first()).toBeVisible();
  await expect(results.filter({ hasText: 'Créer son serveur Minecraft Paper en 2025 : le guide complet' })).toHaveCount(1);
  // The matched words are highlighted in the excerpts.
  await expect(page.locator('[data-testid="search-result"] mark').first()).toBeVisible();
  const marked = (await page.locator('[data-testid="search-result"] mark').allTextContents()).map((w) => w.toLowerCase());
  expect(marked.every((word) => /^(serveurs?|minecraft)$/.test(word))).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await results.getByRole('link', { name: 'Créer son serveur Minecraft Paper en 2025 : le guide complet' }).click();
  await expect(page).toHaveURL(/\/blog\/article\/[^/?]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer son serveur Minecraft Paper en 2025 : le guide complet' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('the results page is rendered on the server and suggests categories when nothing is found', async ({ page, request }) => {
  const html = await (await request.get('/blog/recherche?q=serveurs%20minecraft')).text();
  expect(html).toContain('<mark>');
  expect(html).toContain('<meta name="robots" content="noindex"');

  await page.goto('/blog/recherche?q=zzxqwv%20introuvable');
  await expect(page.getByText('Aucun résultat pour « zzxqwv introuvable »')).toBeVisible();
  await expect(page.getByTestId('search-empty').getByRole('link', { name: 'Tous les articles' })).toBeVisible();
});

test('on a phone the magnifier reveals the field, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/');
  const field = page.getByRole('searchbox', { name: 'Rechercher dans le blog' });
  await expect(field).toBeHidden();
  await page.getByRole('button', { name: 'Rechercher dans le blog' }).click();
  await expect(field).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await field.fill('sécurité');
  await page.getByRole('button', { name: 'Lancer la recherche' }).click();
  await expect(page).toHaveURL(/\/blog\/recherche\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « sécurité »' })).toBeVisible();
});
