import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { hydrated } from './support/hydration';

test('a reader searches « serveurs minecraft » from the header, sees the words highlighted and opens a result', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/blog/');
  const field = page.locator('#site-search-q');
  // `/` brings the reader to the field, once the app has started (the shortcut is the app's).
  await hydrated(page);
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
  const field = page.locator('#site-search-q');
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

test('the results page keeps the query in its field, filters by category and has no page past the last', async ({
  page,
  request,
}) => {
  await page.goto('/blog/recherche?q=serveurs%20minecraft');
  await expect(page.getByTestId('search-page-field')).toHaveValue('serveurs minecraft');
  const filter = page.getByRole('navigation', { name: /cat/i }).last();
  const categoryLink = filter.getByRole('link').nth(1);
  const categoryName = (await categoryLink.textContent())?.trim() ?? '';
  await categoryLink.click();
  await expect(page).toHaveURL(/\/blog\/recherche\?q=serveurs(\+|%20)minecraft&category=[^&]+$/);
  await expect(page.getByTestId('search-page-field')).toHaveValue('serveurs minecraft');
  await expect(filter.getByRole('link', { name: categoryName })).toHaveAttribute('aria-current', 'page');

  expect((await request.get('/blog/recherche?q=serveurs%20minecraft&page=51')).status()).toBe(404);
  expect((await request.get('/blog/recherche?q=serveurs%20minecraft&page=abc')).status()).toBe(404);
});

test('the header suggests articles, categories and authors as the reader types, loaded only once the field is focused', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/blog/');
  await page.waitForLoadState('networkidle');
  const beforeFocus = scripts.length;
  const field = page.locator('#site-search-q');
  // Focused before or after hydration, the field loads its suggestions.
  await field.focus();
  await expect(field).toHaveAttribute('role', 'combobox');
  expect(scripts.length).toBeGreaterThan(beforeFocus);

  // « Léa » finds Léa Martin's page; the list is a listbox the keyboard walks through.
  await field.pressSequentially('léa', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Suggestions de recherche' });
  await expect(list.getByRole('option', { name: /Léa Martin/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveCount(1);
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  const axe = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await field.press('Escape');
  await expect(list).toBeHidden();

  // A word's beginning is enough: « minecr » suggests the Minecraft guides.
  await field.fill('minecr');
  await expect(list.getByRole('option', { name: /Minecraft/ }).first()).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).not.toHaveURL(/\/blog\/$/);
  expect(problems).toEqual([]);
});
