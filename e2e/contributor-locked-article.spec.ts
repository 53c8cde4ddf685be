import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, unique, words, type Session } from './support/admin';
import { startPrivateServer, type PrivateServer } from './support/private-server';

/** A contributor created by the admin, signed in, with one submitted article. */
async function contributorWithArticle(request: APIRequestContext, admin: Session, title: string) {
  const email = `redacteur-${unique()}@exemple.fr`;
  const password = 'Motdepasse!123';
  const created = await request.post('/blog/api/auth/users', {
    headers: bearer(admin),
    data: { username: `auteur${unique()}`, email, password, role: 'contributor' },
  });
  expect(created.ok()).toBeTruthy();
  const session = await apiSession(request, { email, password, path: '/blog/api/auth/login' });
  const submitted = await request.post('/blog/api/submissions', {
    headers: bearer(session),
    data: { title, content: `<p>${words(320)}</p>`, short_description: 'Résumé' },
  });
  expect(submitted.ok()).toBeTruthy();
  const { submission } = (await submitted.json()) as { submission: { id: number; article_id: number } };
  return { session, submission };
}

/** Writes the stored session as the login screen does, on the page's own origin. */
async function openAs(page: Page, session: Session, path: string): Promise<void> {
  await page.goto('/blog/login');
  await page.evaluate(
    (s) => localStorage.setItem('auth-storage', JSON.stringify({ user: s.user, token: s.token, isAuthenticated: true })),
    session,
  );
  await page.goto(path);
}

test('a contributor opening the editor of their published article is told at once that it can no longer be edited', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, ADMIN);
  const title = `Article déjà publié ${unique()}`;
  const { session, submission } = await contributorWithArticle(request, admin, title);
  expect(
    (await request.put(`/blog/api/admin/submissions/${submission.id}/approve`, { headers: bearer(admin), data: {} })).ok(),
  ).toBeTruthy();

  await openAs(page, session, `/blog/contributor/edit/${submission.article_id}`);
  const notice = page.getByTestId('locked-notice');
  await expect(notice).toContainText('Article publié');
  await expect(notice).toContainText('Cet article est publié : il ne peut plus être modifié.');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // Nothing to type into, nothing to send.
  await expect(page.getByTestId('rich-editor')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Resoumettre l'article" })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: "Voir l'article" })).toHaveAttribute('href', /\/blog\/article\//);

  await notice.getByRole('link', { name: 'Retour à mes soumissions' }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/submissions$/);
  await expect(page.getByTestId('submission-row').filter({ hasText: title })).toBeVisible();

  // The server refuses the edit anyway.
  const refused = await request.put(`/blog/api/articles/${submission.article_id}`, {
    headers: bearer(session),
    data: { title: 'Modifié', content: `<p>${words(320)}</p>` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe(
    'Un article publié ne peut plus être modifié par son contributeur',
  );
});

test('a contributor opening the editor of an article waiting for review is told so, and a rejected one stays editable', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, ADMIN);
  const pending = await contributorWithArticle(request, admin, `Article en attente ${unique()}`);
  await openAs(page, pending.session, `/blog/contributor/edit/${pending.submission.article_id}`);
  await expect(page.getByTestId('locked-notice')).toContainText("Cet article attend la relecture de l'équipe");
  await expect(page.getByTestId('rich-editor')).toHaveCount(0);

  const rejected = await contributorWithArticle(request, admin, `Article refusé ${unique()}`);
  await request.put(`/blog/api/admin/submissions/${rejected.submission.id}/reject`, {
    headers: bearer(admin),
    data: { rejection_reason: 'Ajoutez un exemple.' },
  });
  await openAs(page, rejected.session, `/blog/contributor/edit/${rejected.submission.article_id}`);
  await expect(page.getByTestId('rejected-banner')).toContainText('Ajoutez un exemple.');
  await expect(page.getByTestId('rich-editor')).toBeVisible();
  await expect(page.getByTestId('locked-notice')).toHaveCount(0);
});

test.describe('with auto-approve on', () => {
  // Auto-approve is a site-wide setting: it is turned on in a server of this test's own.
  let server: PrivateServer;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startPrivateServer();
    api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('a resubmitted article is published and the message says so, not that it will be reviewed', async ({ browser }) => {
    const admin = await apiSession(api, ADMIN);
    const title = `Refusé puis corrigé ${unique()}`;
    const { session, submission } = await contributorWithArticle(api, admin, title);
    await api.put(`/blog/api/admin/submissions/${submission.id}/reject`, {
      headers: bearer(admin),
      data: { rejection_reason: 'Précisez la version.' },
    });
    expect(
      (await api.put('/blog/api/admin/rewards/settings', { headers: bearer(admin), data: { auto_approve: 'true' } })).ok(),
    ).toBeTruthy();

    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await openAs(page, session, `/blog/contributor/edit/${submission.article_id}`);
    await expect(page.getByTestId('rejected-banner')).toContainText('Précisez la version.');
    await page.getByRole('button', { name: "Resoumettre l'article" }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Article modifié et publié !' })).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: /revue|examinée/ })).toHaveCount(0);
    await expect(page.getByTestId('submission-row').filter({ hasText: title })).toContainText('Publié');
    await context.close();
  });
});
