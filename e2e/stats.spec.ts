import { expect, request as playwrightRequest, test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startSandbox, type RunningSandbox } from '@blog/whmcs-sandbox';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, unique } from './support/admin';
import { startPrivateServer, type PrivateServer } from './support/private-server';

/** Words of a button's label split over two lines: each word of its text must lie on one line. */
async function wordsBrokenInside(button: Locator): Promise<string[]> {
  return button.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

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
    // The subscribers each article's newsletter reached, with what the number counts.
    await expect(page.getByRole('columnheader', { name: 'Abonnés atteints', exact: true })).toBeVisible();
    await expect(page.getByTestId('newsletter-recipients-definition')).toHaveText(
      '« Abonnés atteints » : abonnés à qui la newsletter de l’article a été envoyée (un e-mail par abonné, accepté par le serveur d’envoi).',
    );
    await expect(page.getByTestId('stats-newsletter-recipients').first()).toHaveText(/^\d[\d\u202F]*$/);
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
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, request, ADMIN);
    await page.goto('/blog/admin/rewards');
    await page.getByTestId('ledger-link').click();
    await expect(page).toHaveURL(/\/blog\/admin\/rewards\/ledger$/);
    await expect(page.getByRole('heading', { name: 'Registre des récompenses' })).toBeVisible();
    await expect(page.getByTestId('ledger-row').first()).toBeVisible();
    // Display names, never the usernames behind them (other tests add rows: Léa Martin's are filtered).
    await expect(page.getByLabel('Contributeur').locator('option', { hasText: 'Léa Martin' })).toHaveCount(1);
    await page.getByLabel('Contributeur').selectOption({ label: 'Léa Martin' });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/user_id=\d+/);
    await expect(page.getByTestId('ledger-row').first()).toContainText('Léa Martin');
    await expect(page.getByTestId('ledger-row').filter({ hasText: 'lea.martin' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Effacer' }).click();
    await expect(page).not.toHaveURL(/user_id=/);

    // At 1280 px, no filter or export button breaks a word over two lines.
    const buttons = page.getByTestId('ledger-filter-actions').getByRole('button');
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) expect(await wordsBrokenInside(button)).toEqual([]);

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
    expect(lines[1]).toMatch(/;\d+,\d{2};[A-Z]{3};Crédité;.*;blog-reward:[0-9a-f]{12}:\d+$/);
    // Rows only: no blank line, no totals.
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).every((line) => /^\d+;/.test(line))).toBe(true);

    await page.getByRole('button', { name: 'Vérifier avec WHMCS' }).click();
    // « Vérification lancée » (top right) leaves « Exporter en CSV » uncovered.
    const toastBox = await page.getByTestId('toast').filter({ hasText: 'Vérification lancée' }).boundingBox();
    const exportBox = await page.getByTestId('ledger-export').boundingBox();
    expect(toastBox && exportBox).toBeTruthy();
    expect(overlaps(toastBox!, exportBox!)).toBe(false);
    await expect(page.getByTestId('ledger-check-result')).toHaveText(/Aucun écart/, { timeout: 30_000 });
    await expect(page.getByTestId('ledger-check-status')).toContainText('Dernière vérification');
  });
});

/**
 * A mismatch needs a WHMCS whose credits a test can change: the sandbox with its control API, started
 * here, and a server of its own whose customer is rewarded for an approved article.
 */
test.describe('rewards ledger mismatches', () => {
  test.describe.configure({ mode: 'serial' });
  let sandbox: RunningSandbox;
  let server: PrivateServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    sandbox = await startSandbox({
      identifier: 'sandbox-identifier',
      secret: 'sandbox-secret',
      port: 0,
      seedDemo: true,
      controlApi: true,
    });
    server = await startPrivateServer({ WHMCS_URL: sandbox.url, WHMCS_AUTH_FLOOR_MS: '0' });
  });

  test.afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
  });

  test('a row out of step with WHMCS carries a badge, and the admin marks it as seen with a comment', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
    const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await signIn(page, api, ADMIN);

    // A WHMCS customer's article is approved and rewarded; then its credit disappears from WHMCS.
    const admin = await apiSession(api, ADMIN);
    const registered = await api.post('/blog/api/whmcs/register', {
      data: {
        firstname: 'Camille',
        lastname: 'Roux',
        email: `camille-${unique()}@exemple.fr`,
        password: 'Motdepasse!1',
        address1: '5 quai Rambaud',
        city: 'Lyon',
        postcode: '69002',
        phonenumber: '0478000001',
      },
    });
    expect(registered.status()).toBe(200);
    const customer = (await registered.json()) as { token: string; user: { whmcs_client_id: number } };
    const body = `<p>${Array.from({ length: 320 }, (_, i) => `mot${i}`).join(' ')}</p>`;
    const submitted = await api.post('/blog/api/submissions', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { title: 'Héberger un serveur Valheim', content: body, short_description: 'Résumé' },
    });
    expect(submitted.status()).toBe(201);
    const { submission } = (await submitted.json()) as { submission: { id: number } };
    const approved = await api.put(`/blog/api/admin/submissions/${submission.id}/approve`, { headers: bearer(admin), data: {} });
    expect(approved.status()).toBe(200);
    const marker = /\(blog-reward:[0-9a-f]{12}:(\d+)\)$/;
    const ofCustomer = () =>
      sandbox.state().credits.find((c) => c.clientId === customer.user.whmcs_client_id && marker.test(c.description));
    await expect.poll(() => Boolean(ofCustomer()), { timeout: 30_000 }).toBe(true);
    const credit = ofCustomer()!;
    const rewardId = marker.exec(credit.description)![1]!;
    const altered = await fetch(`${sandbox.url}/__sandbox/credits/alter`, {
      method: 'POST',
      body: JSON.stringify({ id: credit.id, action: 'delete' }),
    });
    expect(altered.status).toBe(200);

    await page.goto('/blog/admin/rewards/ledger');
    await page.getByRole('button', { name: 'Vérifier avec WHMCS' }).click();
    await expect(page.getByTestId('ledger-check-result')).toHaveText(/1 écart trouvé/, { timeout: 30_000 });
    await expect(page.getByTestId('mismatch-row')).toContainText('Camille Roux');

    const row = page.getByTestId('ledger-row').filter({ hasText: new RegExp(`N° ${rewardId}(?!\\d)`) });
    await expect(row.getByTestId('ledger-mismatch')).toContainText('Écart WHMCS');
    await expect(row.getByTestId('ledger-mismatch')).toContainText('Absente de WHMCS');
    await expect(page.getByTestId('ledger-mismatch')).toHaveCount(1);

    await row.getByRole('button', { name: 'Marquer comme vu' }).click();
    await row.getByLabel('Commentaire').fill('Crédit recréé à la main dans WHMCS');
    await row.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Écart marqué comme vu' })).toBeVisible();
    await expect(row.getByTestId('ledger-mismatch')).toHaveAttribute('data-seen', 'true');
    await expect(row.getByTestId('ledger-mismatch')).toContainText('Écart vu');
    await expect(row.getByTestId('ledger-mismatch-review')).toContainText(
      /Vu par Camille Laurent le .+ : « Crédit recréé à la main dans WHMCS »/,
    );
    await expect(row.getByRole('button', { name: 'Marquer comme vu' })).toHaveCount(0);

    // Still seen after a reload.
    await page.reload();
    await expect(
      page
        .getByTestId('ledger-row')
        .filter({ hasText: new RegExp(`N° ${rewardId}(?!\\d)`) })
        .getByTestId('ledger-mismatch-review'),
    ).toContainText('Crédit recréé à la main dans WHMCS');
    await api.dispose();
    await context.close();
  });
});
