import { expect, type Locator, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, CONTRIBUTOR, signIn } from './support/admin';

const VIEW_DEFINITION = 'Une vue = un lecteur par article et par jour ; robots exclus.';

/** A count axis: whole numbers (thousands grouped by a narrow space), none shown twice. */
async function expectCountAxis(chart: Locator): Promise<void> {
  const ticks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible();
  const labels = (await ticks.allTextContents()).map((label) => label.trim());
  expect(labels.length).toBeGreaterThan(1);
  expect(new Set(labels).size).toBe(labels.length);
  for (const label of labels) expect(label).toMatch(/^\d{1,3}([\u202F\u00A0 ]\d{3})*$/);
}

/**
 * The statistics and the rewards ledger with the demo data: the demo contributor's charts are drawn
 * from her seeded views and rewards; the admin filters the ledger, downloads its CSV and runs the
 * WHMCS check against the embedded sandbox.
 */
test.describe('statistics and rewards ledger', () => {
  test('the demo contributor opens « Mes statistiques » and sees her views and earnings drawn', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, request, CONTRIBUTOR);
    await page.goto('/blog/contributor/dashboard');
    await page
      .getByRole('navigation', { name: 'Navigation du back office' })
      .getByRole('link', { name: 'Mes statistiques' })
      .click();
    await expect(page).toHaveURL(/\/blog\/admin\/stats$/);
    await expect(page.getByRole('heading', { name: 'Mes statistiques' })).toBeVisible();

    const views = page.getByTestId('views-chart');
    await expect(views.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 20_000 });
    expect(await views.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(5);
    const earnings = page.getByTestId('earnings-chart');
    await expect(earnings.locator('.recharts-bar-rectangle').first()).toBeVisible();
    // What a view is, said beside the numbers; the count axis reads whole numbers, each once.
    await expect(page.getByTestId('view-definition')).toHaveText(VIEW_DEFINITION);
    await expectCountAxis(views);

    // Her three demo articles, each with its reward, and the same numbers as a table under each chart.
    await expect(page.getByTestId('stats-article-row').filter({ hasText: '1,00\u00A0€' }).first()).toBeVisible();
    expect(await page.getByTestId('stats-article-row').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('stat-views-period')).toContainText(/\d vues/);
    await page.getByText('Données du graphique').first().click();
    await expect(page.getByTestId('views-chart-table').locator('tbody tr')).toHaveCount(30);
    await expect(page.getByTestId('earnings-chart-table')).toContainText(
      /(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );

    await page.getByRole('button', { name: '365 jours' }).click();
    await expect(page).toHaveURL(/period=365/);
  });

  test('the admin reads what a view is beside the blog statistics, whose count axes read whole numbers', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, request, ADMIN);
    await page.goto('/blog/admin/stats');
    await expect(page.getByRole('heading', { name: 'Statistiques', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('view-definition')).toHaveText(VIEW_DEFINITION);
    const views = page.getByTestId('views-chart');
    await expect(views.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 20_000 });
    await expectCountAxis(views);
    await expectCountAxis(page.getByTestId('submissions-chart'));
  });

  test('the admin filters the ledger, downloads its CSV and runs the WHMCS check', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signIn(page, request, ADMIN);
    await page.goto('/blog/admin/rewards');
    await page.getByTestId('ledger-link').click();
    await expect(page).toHaveURL(/\/blog\/admin\/rewards\/ledger$/);
    await expect(page.getByRole('heading', { name: 'Registre des récompenses' })).toBeVisible();
    await expect(page.getByTestId('ledger-row').first()).toBeVisible();

    await page.getByLabel('Statut').selectOption('credited');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/status=credited/);
    await expect(page.getByTestId('ledger-total')).toHaveCount(1);
    await expect(page.getByTestId('ledger-total')).toContainText('Crédité');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ledger-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^registre-recompenses-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('N°;Créée le;Contributeur;Article;Montant;Devise;Statut;Créditée le;Client WHMCS;Crédit WHMCS');
    expect(lines[1]).toMatch(/;\d+,\d{2};[A-Z]{3};Crédité;/);
    expect(lines).toContain('Total;Statut;Devise;Nombre;Montant');

    await page.getByRole('button', { name: 'Vérifier avec WHMCS' }).click();
    await expect(page.getByTestId('ledger-check-result')).toHaveText(/Aucun écart/, { timeout: 30_000 });
    await expect(page.getByTestId('ledger-check-status')).toContainText('Dernière vérification');
  });
});
