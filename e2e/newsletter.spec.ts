import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, unique } from './support/admin';
import { hydrated } from './support/hydration';

/**
 * A reader subscribes to the newsletter from the home page, without JavaScript (a plain form POST
 * answered by a French page) and with it (the answer shown in place), then confirms from the e-mail
 * kept in the demo outbox (no SMTP server in these tests).
 */

const CONFIRM_SUBJECT = /Confirmez votre inscription à la newsletter/;

/** The confirmation link of the newest e-mail to this address in the outbox. */
async function confirmationLink(request: APIRequestContext, address: string): Promise<string> {
  const admin = await apiSession(request, ADMIN);
  let link = '';
  await expect
    .poll(async () => {
      const answer = await request.get('/blog/api/admin/outbox?limit=200', { headers: bearer(admin) });
      const { messages } = (await answer.json()) as { messages: { to: string; subject: string; text: string }[] };
      const mail = messages.find((m) => m.to === address && CONFIRM_SUBJECT.test(m.subject));
      link = /https?:\/\/\S+\/blog\/api\/newsletter\/confirm\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

async function confirmFromMail(page: Page, request: APIRequestContext, address: string): Promise<void> {
  await page.goto(await confirmationLink(request, address));
  await expect(page.getByRole('heading', { name: 'Confirmer votre inscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('heading', { name: 'Inscription confirmée' })).toBeVisible();
}

/** The newsletter block of the home page's hero. */
const heroForm = (page: Page) => page.locator('section[aria-labelledby="page-title"] form[data-newsletter-form]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page form posts, a French page answers, and the e-mail confirms', async ({ page, request }) => {
    const address = `sans-js-${unique()}@exemple.fr`;
    await page.goto('/blog');
    const form = heroForm(page);
    await expect(
      form.getByText('Un clic sur le lien présent dans chaque e-mail suffit pour vous désabonner.', { exact: false }),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: 'Vos données et vos droits' })).toHaveAttribute(
      'href',
      '/blog/newsletter#donnees',
    );
    await form.getByLabel('Adresse e-mail').fill(address);
    await form.getByLabel('Un résumé par semaine').check();
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('un e-mail de confirmation vient de lui être envoyé');
    await expect(page.locator('body')).not.toContainText(address);
    await confirmFromMail(page, request, address);
  });

  test('the newsletter page is rendered by the server with the categories and the privacy text', async ({ page }) => {
    await page.goto('/blog/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'La newsletter du blog' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Catégories (toutes si aucune n’est cochée)' }).getByRole('checkbox').first(),
    ).toBeVisible();
    await expect(page.locator('#donnees')).toContainText('Vos données et vos droits');
  });
});

test.describe('with JavaScript', () => {
  test('the home page form answers in place, and the e-mail confirms', async ({ page, request }) => {
    const address = `avec-js-${unique()}@exemple.fr`;
    await page.goto('/blog');
    await hydrated(page);
    const form = heroForm(page);
    await form.getByLabel('Adresse e-mail').fill(address);
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'un e-mail de confirmation vient de lui être envoyé' }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/blog');
    await confirmFromMail(page, request, address);
  });

  test('every article ends with the form', async ({ page }) => {
    await page.goto('/blog');
    await page.locator('[data-testid="article-grid"] article h3 a').first().click();
    const end = page.getByRole('region', { name: 'Cet article vous a plu ?' });
    await expect(end.getByRole('button', { name: 'S’inscrire' })).toBeVisible();
    await expect(end.locator('input[name="source"]')).toHaveValue(/^\/article\//);
  });
});

test.describe('/admin/newsletter', () => {
  test('an admin sees the counts and the chart, finds a subscriber by address and erases them', async ({ page, request }) => {
    const address = `a-effacer-${unique()}@exemple.fr`;
    const asked = await request.post('/blog/api/newsletter/subscriptions', { data: { email: address, source: '/' } });
    expect(asked.ok()).toBeTruthy();
    await signIn(page, request, ADMIN);
    await page.goto('/blog/admin/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(page.getByTestId('newsletter-count-pending')).toContainText(/[1-9]/);
    await expect(page.getByTestId('newsletter-chart')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Chercher un abonné' }).fill(address);
    const row = page.locator(`[data-testid="newsletter-row"][data-title="${address}"]`);
    await expect(row).toContainText('En attente');
    await expect(page.getByTestId('newsletter-row')).toHaveCount(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Effacer ${address}` }).click();
    await expect(page.getByText('Abonné effacé')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Aucun abonné ne correspond à cette recherche')).toBeVisible();
  });

  test('an admin imports a CSV: new addresses wait for their confirmation, present and erased ones are told apart; the export lists them', async ({
    page,
    request,
  }) => {
    const id = unique();
    const [fresh, other, present, erased] = ['nouveau', 'autre', 'deja', 'efface'].map(
      (name) => `import-${name}-${id}@exemple.fr`,
    );
    for (const address of [present, erased]) {
      const asked = await request.post('/blog/api/newsletter/subscriptions', { data: { email: address, source: '/' } });
      expect(asked.ok()).toBeTruthy();
    }
    // One of them erased: its fingerprint stays on the suppression list.
    const admin = await apiSession(request, ADMIN);
    const found = await request.get(`/blog/api/admin/newsletter/subscribers?q=${encodeURIComponent(erased)}`, {
      headers: bearer(admin),
    });
    const { subscribers } = (await found.json()) as { subscribers: { id: number; email: string }[] };
    const erasedId = subscribers.find((s) => s.email === erased)!.id;
    expect(
      (await request.delete(`/blog/api/admin/newsletter/subscribers/${erasedId}`, { headers: bearer(admin) })).ok(),
    ).toBeTruthy();

    await signIn(page, request, ADMIN);
    await page.goto('/blog/admin/newsletter');
    const list = page.getByRole('region', { name: 'Abonnés' });
    await expect(
      list.getByText('Sans preuve de consentement, chaque nouvelle adresse reçoit d’abord un e-mail de confirmation.'),
    ).toBeVisible();
    const csv = [
      'Adresse e-mail;Prénom',
      `${fresh};Lou`,
      `${other};Sam`,
      `${present};Alex`,
      `${erased};Noa`,
      'pas-une-adresse;Max',
      '',
    ];
    await page.getByTestId('newsletter-import-input').setInputFiles({
      name: 'abonnes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.join('\r\n'), 'utf8'),
    });
    await expect(page.getByTestId('newsletter-import-result')).toHaveText(
      'Import terminé : 2 adresses ajoutées (un e-mail de confirmation chacune, aucune newsletter avant leur clic), 1 déjà présente, 1 effacée auparavant (non réinscrite), 1 ligne invalide.',
    );

    // The list is read again: the new address is there, waiting for its confirmation; the erased one is not.
    await list.getByRole('searchbox', { name: 'Chercher un abonné' }).fill(fresh);
    await expect(page.locator(`[data-testid="newsletter-row"][data-title="${fresh}"]`)).toContainText('En attente');
    await list.getByRole('searchbox', { name: 'Chercher un abonné' }).fill(erased);
    await expect(page.getByText('Aucun abonné ne correspond à cette recherche')).toBeVisible();

    // A file without any address is refused with the server's French text.
    await page.getByTestId('newsletter-import-input').setInputFiles({
      name: 'vide.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Prénom;Ville\r\nLou;Lyon\r\n', 'utf8'),
    });
    await expect(page.getByTestId('newsletter-import-result')).toHaveText(
      'Aucune colonne d’adresses e-mail trouvée : le fichier doit avoir une colonne « email » ou « Adresse »',
    );

    // The export, downloaded through the signed-in client, lists the imported address.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^abonnes-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync((await download.path())!, 'utf8')).toContain(fresh);
  });

  test('an admin sees the sends, with what their numbers count', async ({ page, request }) => {
    await signIn(page, request, ADMIN);
    await page.goto('/blog/admin/newsletter');
    const sends = page.getByRole('region', { name: 'Envois' });
    await expect(sends.getByRole('heading', { level: 2, name: 'Envois' })).toBeVisible();
    await expect(sends.getByText('Chaque nombre compte des abonnés : un e-mail au plus par abonné et par envoi.')).toBeVisible();
    // Other specs may have published articles on this server: the list, or its empty state.
    const rows = sends.getByTestId('newsletter-send-row');
    const empty = sends.getByText('Aucun envoi pour l’instant : la newsletter part à la première publication d’un article.');
    await expect(rows.first().or(empty)).toBeVisible();
    if ((await rows.count()) > 0) {
      for (const header of ['Date', 'Objet', 'État', 'Destinataires', 'Envoyés', 'En échec', 'En cours sans issue', 'Restants'])
        await expect(sends.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      await expect(rows.first().getByTestId('newsletter-send-state')).toHaveText(/^(Préparation|En cours|Terminé)$/);
    }
  });
});

test.describe('the article editor', () => {
  test('« M’envoyer un test » sends a saved article’s newsletter e-mail to the staff member, and is not offered before the first save', async ({
    page,
    request,
  }) => {
    const admin = await apiSession(request, ADMIN);
    const title = `Test de newsletter ${unique()}`;
    const created = await request.post('/blog/api/articles', {
      headers: bearer(admin),
      data: { title, content: '<p>Le contenu enregistré.</p>', short_description: 'Un brouillon.', status: 'draft' },
    });
    expect(created.ok()).toBeTruthy();
    const { id } = ((await created.json()) as { article: { id: number } }).article;

    await signIn(page, request, ADMIN);
    await page.goto(`/blog/admin/articles/edit/${id}`);
    const send = page.getByRole('button', { name: 'M’envoyer un test' });
    await expect(send).toBeVisible();
    await expect(page.getByText('dans sa dernière version enregistrée', { exact: false })).toBeVisible();
    await send.click();
    await expect(page.getByTestId('toast').filter({ hasText: `E-mail de test envoyé à ${ADMIN.email}` })).toBeVisible();
    await expect(send).toBeEnabled();

    await page.goto('/blog/admin/articles/new');
    await expect(page.getByRole('heading', { name: 'Nouvel article' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Ne pas envoyer aux abonnés' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'M’envoyer un test' })).toHaveCount(0);
  });

  test('offers « Ne pas envoyer aux abonnés » to staff, loaded and saved with the article, and not to contributors', async ({
    page,
    request,
  }) => {
    const admin = await apiSession(request, ADMIN);
    const created = await request.post('/blog/api/articles', {
      headers: bearer(admin),
      data: {
        title: `Sans newsletter ${unique()}`,
        content: '<p>Un brouillon que la newsletter n’annoncera pas.</p>',
        short_description: 'Un brouillon.',
        status: 'draft',
        newsletter_skip: true,
      },
    });
    expect(created.ok()).toBeTruthy();
    const { id } = ((await created.json()) as { article: { id: number } }).article;

    await signIn(page, request, ADMIN);
    await page.goto(`/blog/admin/articles/edit/${id}`);
    const skip = page.getByRole('checkbox', { name: 'Ne pas envoyer aux abonnés' });
    await expect(skip).toBeChecked();
    await expect(page.getByText('Un article n’est envoyé qu’une fois, à sa première publication.')).toBeVisible();
    await skip.uncheck();
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Article modifié' })).toBeVisible();
    const saved = await request.get(`/blog/api/articles/edit/${id}`, { headers: bearer(admin) });
    expect(((await saved.json()) as { article: { newsletter_skip: boolean } }).article.newsletter_skip).toBe(false);

    await page.goto('/blog/admin/articles/new');
    await expect(page.getByRole('heading', { name: 'Nouvel article' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Ne pas envoyer aux abonnés' })).not.toBeChecked();

    await signIn(page, request, CONTRIBUTOR);
    await page.goto('/blog/contributor/submit');
    await expect(page.getByRole('heading', { name: 'Soumettre un article' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Ne pas envoyer aux abonnés' })).toHaveCount(0);
  });
});
