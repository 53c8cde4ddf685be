import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, signIn } from './support/admin';
import { hydrated } from './support/hydration';
import { privateServerForSpec } from './support/private-server';

/**
 * /admin/offers against the (embedded sandbox) WHMCS catalogue: the admin sees the synced plans and the
 * last sync, syncs again, and chooses the plan of the game-server promo card, which the home page then
 * shows. On a server of its own: the promo cards are on every public page other specs read.
 */

const local = privateServerForSpec();

const LAST_SYNC = /^Dernière synchronisation réussie : \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/;

interface OffersOverview {
  offers: { pid: number; name: string }[];
  sync: { last_success_at: string | null };
}

/** The home page's promo card of a plan (« Commander » leads to its counted order link). */
const homeCard = (page: Page, name: string) => page.getByRole('complementary', { name, exact: true });

test('an admin sees the synced catalogue, syncs it again and chooses the plan of the game-server card, shown on the home page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The catalogue is synced once when the server starts.
  const admin = await apiSession(local.api, ADMIN);
  await expect
    .poll(async () => {
      const answer = await local.api.get('/blog/api/admin/offers', { headers: bearer(admin) });
      const overview = (await answer.json()) as OffersOverview;
      return overview.sync.last_success_at !== null && overview.offers.length > 0;
    })
    .toBe(true);

  const context = await browser.newContext({ baseURL: local.server.baseURL });
  const page = await context.newPage();
  await signIn(page, local.api, ADMIN);
  await page.goto('/blog/admin');
  await page.getByRole('navigation', { name: 'Navigation du back office' }).getByRole('link', { name: 'Offres' }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offres' })).toBeVisible();
  await expect(page).toHaveTitle('Offres - Admin Blog');

  // The catalogue: every plan of the sandbox, with its type, state and price per month.
  const catalogue = page.getByRole('region', { name: 'Catalogue' });
  await expect(
    catalogue.getByText('Clics sur « Commander » des 30 derniers jours : un lecteur par heure et par offre, robots exclus.'),
  ).toBeVisible();
  for (const header of ['Offre', 'Type', 'État', 'À partir de', 'Clics (30 j)'])
    await expect(catalogue.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const starter = catalogue.locator('[data-testid="offer-row"][data-title="Minecraft Starter"]');
  await expect(starter).toContainText('Serveur de jeu');
  await expect(starter).toContainText('Affichée');
  await expect(starter).toContainText(/4,99\s€ \/ mois/);
  await expect(catalogue.locator('[data-testid="offer-row"][data-title="Minecraft Legacy"]')).toContainText('Masquée dans WHMCS');
  await expect(catalogue.locator('[data-testid="offer-row"][data-title="VPS SSD S"]')).toContainText('VPS');
  await expect(page.getByTestId('offers-last-sync')).toHaveText(LAST_SYNC);
  await expect(page.getByTestId('offers-sync-error')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Articles dont une offre a disparu' })).toContainText(
    'Aucun article ne montre une offre disparue.',
  );

  // « Synchroniser maintenant »: disabled while it runs, then the toast and the date of this sync.
  const sync = page.getByRole('button', { name: 'Synchroniser maintenant' });
  await sync.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Catalogue synchronisé' })).toBeVisible();
  await expect(sync).toBeEnabled();
  await expect(page.getByTestId('offers-last-sync')).toHaveText(LAST_SYNC);

  // The game-server card: « Minecraft Pro » rather than the cheapest plan.
  const cards = page.getByRole('region', { name: 'Cartes promotionnelles' });
  const gameCard = cards.getByRole('combobox', { name: 'Carte serveur de jeu' });
  await expect(gameCard).toHaveValue('');
  await expect(gameCard.locator('option').first()).toHaveText('La moins chère (par défaut)');
  await expect(gameCard.locator('option', { hasText: 'Minecraft Legacy' })).toHaveCount(0);
  await expect(gameCard.locator('option', { hasText: 'VPS SSD S' })).toHaveCount(0);
  const pro = gameCard.locator('option', { hasText: 'Minecraft Pro' });
  await expect(pro).toHaveText(/^Minecraft Pro — 9,99\s€ \/ mois$/);
  await gameCard.selectOption((await pro.getAttribute('value'))!);
  await cards.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Cartes enregistrées' })).toBeVisible();
  await expect(gameCard).toHaveValue((await pro.getAttribute('value'))!);

  // A reader's home page shows the chosen plan in its promo card.
  const reader = await browser.newContext({ baseURL: local.server.baseURL });
  const home = await reader.newPage();
  await home.goto('/blog');
  await hydrated(home);
  await expect(homeCard(home, 'Minecraft Pro')).toBeVisible();
  await expect(homeCard(home, 'Minecraft Pro')).toContainText(/À partir de 9,99\s€ \/ mois/);
  await expect(homeCard(home, 'Minecraft Starter')).toHaveCount(0);

  // Back to the default: the cheapest plan again.
  await gameCard.selectOption('');
  await cards.getByRole('button', { name: 'Enregistrer' }).click();
  // The first save's toast may still be shown (4 s): this one is the last.
  await expect(page.getByTestId('toast').filter({ hasText: 'Cartes enregistrées' }).last()).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await local.api.get('/blog/api/admin/offers', { headers: bearer(admin) });
      return ((await answer.json()) as { cards: { game: number | null } }).cards.game;
    })
    .toBeNull();
  await expect(gameCard).toHaveValue('');
  await home.reload();
  await expect(homeCard(home, 'Minecraft Starter')).toBeVisible();
  await expect(homeCard(home, 'Minecraft Pro')).toHaveCount(0);
  await reader.close();
  await context.close();
});
