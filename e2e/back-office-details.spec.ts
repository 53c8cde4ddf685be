import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, unique, words } from './support/admin';
import { privateServerForSpec } from './support/private-server';

/**
 * Details people notice in the back office, at 1280 and 390 px: the review modal's decisions and
 * history are never below the whole article, toasts never cover the bell, the staff list links to a
 * published article's public page, the outbox never cuts an address inside a word. On a server of its
 * own: the submissions made here must not change the counts other specs read.
 */

const local = privateServerForSpec();

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

async function signedInPage(browser: Browser, account: typeof ADMIN, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: local.server.baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, local.api, account);
  return { page, close: () => context.close() };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'élément affiché').not.toBeNull();
  return found!;
}

/** Whether the whole element is inside the viewport, as it is drawn now (no scrolling). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const b = await box(locator);
  const v = page.viewportSize()!;
  return b.y >= 0 && b.x >= 0 && b.y + b.height <= v.height + 0.5 && b.x + b.width <= v.width + 0.5;
}

/** A long article: forty paragraphs, several screens high. */
const longArticle = () => Array.from({ length: 40 }, (_, i) => `<p>Paragraphe ${i + 1}. ${words(60)}</p>`).join('');

test('the review modal shows the current decision only, and each internal note under its own event', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Refusé puis publié ${unique()}`;
  const contributor = await apiSession(local.api, CONTRIBUTOR);
  const admin = await apiSession(local.api, ADMIN);
  const created = await local.api.post('/blog/api/submissions', {
    headers: bearer(contributor),
    data: { title, short_description: 'Refusé une fois, publié ensuite.', content: `<p>${words(320)}</p>` },
  });
  expect(created.ok()).toBeTruthy();
  const submission = ((await created.json()) as { submission: { id: number; article_id: number } }).submission;
  const rejected = await local.api.put(`/blog/api/admin/submissions/${submission.id}/reject`, {
    headers: bearer(admin),
    data: { rejection_reason: 'Il manque les sauvegardes', admin_notes: 'Interne : deuxième relecture demandée' },
  });
  expect(rejected.ok()).toBeTruthy();
  const resubmitted = await local.api.put(`/blog/api/articles/${submission.article_id}`, {
    headers: bearer(contributor),
    data: { title, content: `<p>${words(340)}</p>` },
  });
  expect(resubmitted.ok()).toBeTruthy();
  const approved = await local.api.put(`/blog/api/admin/submissions/${submission.id}/approve`, {
    headers: bearer(admin),
    data: { admin_notes: 'Interne : validé par la rédaction' },
  });
  expect(approved.ok()).toBeTruthy();

  const { page, close } = await signedInPage(browser, ADMIN, WIDTHS[0].viewport);
  await page.goto('/blog/admin/submissions');
  await page.getByRole('tab', { name: /^Publiées/ }).click();
  await page.getByRole('button', { name: `Aperçu : ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('timeline-entry')).not.toHaveCount(0);
  // Published: no red banner of the earlier refusal, no single box of « notes admin ».
  await expect(dialog.getByTestId('review-rejection')).toHaveCount(0);
  await expect(dialog).not.toContainText('Raison du rejet :');
  await expect(dialog).not.toContainText('Notes admin');
  // Each internal note under the decision it was written with.
  const refusal = dialog.locator('[data-testid="timeline-entry"][data-kind="rejected"]');
  await expect(refusal).toContainText('Il manque les sauvegardes');
  await expect(refusal.getByTestId('timeline-internal-note')).toContainText('Interne : deuxième relecture demandée');
  const approval = dialog.locator('[data-testid="timeline-entry"][data-kind="approved"]');
  await expect(approval.getByTestId('timeline-internal-note')).toContainText('Interne : validé par la rédaction');
  await expect(dialog.getByTestId('timeline-internal-note')).toHaveCount(2);
  await close();
});

test('a refused submission shows its refusal as the current decision', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Refusé ${unique()}`;
  const contributor = await apiSession(local.api, CONTRIBUTOR);
  const admin = await apiSession(local.api, ADMIN);
  const created = await local.api.post('/blog/api/submissions', {
    headers: bearer(contributor),
    data: { title, short_description: 'Refusé.', content: `<p>${words(320)}</p>` },
  });
  const submission = ((await created.json()) as { submission: { id: number } }).submission;
  const rejected = await local.api.put(`/blog/api/admin/submissions/${submission.id}/reject`, {
    headers: bearer(admin),
    data: { rejection_reason: 'Captures manquantes' },
  });
  expect(rejected.ok()).toBeTruthy();
  const { page, close } = await signedInPage(browser, ADMIN, WIDTHS[0].viewport);
  await page.goto('/blog/admin/submissions');
  await page.getByRole('tab', { name: /^Rejetées/ }).click();
  await page.getByRole('button', { name: `Aperçu : ${title}` }).click();
  await expect(page.getByRole('dialog').getByTestId('review-rejection')).toHaveText('Raison du rejet : Captures manquantes');
  await close();
});

for (const width of WIDTHS) {
  test.describe(`${width.name} (${width.viewport.width} px)`, () => {
    test('the review modal keeps its decisions, history and notes reachable without scrolling past the article', async ({
      browser,
    }) => {
      const title = `Long article à relire ${unique()}`;
      const contributor = await apiSession(local.api, CONTRIBUTOR);
      const answer = await local.api.post('/blog/api/submissions', {
        headers: bearer(contributor),
        data: { title, short_description: 'Un article très long.', content: longArticle() },
      });
      expect(answer.ok()).toBeTruthy();

      const { page, close } = await signedInPage(browser, ADMIN, width.viewport);
      await page.goto('/blog/admin/submissions');
      await page.getByRole('button', { name: `Aperçu : ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const article = dialog.getByTestId('review-article');
      const thread = dialog.getByTestId('submission-thread');
      await expect(article).toContainText('Paragraphe 40.');
      await expect(dialog.getByTestId('timeline-entry')).toHaveCount(1);

      // The decisions are on screen at once, and stay there with the article scrolled to its end.
      for (const name of ['Approuver', 'Rejeter'])
        expect(await inViewport(page, dialog.getByRole('button', { name, exact: true }))).toBe(true);
      // The history and the notes come before the article, or beside it.
      const threadBox = await box(thread);
      const articleBox = await box(article);
      if (width.viewport.width >= 1024) {
        expect(threadBox.x).toBeGreaterThan(articleBox.x + articleBox.width - 1);
        expect(await inViewport(page, dialog.getByTestId('timeline-entry').first())).toBe(true);
      } else {
        expect(threadBox.y + threadBox.height).toBeLessThanOrEqual(articleBox.y + 1);
      }
      await expect(dialog.getByLabel('Ajouter une note')).toBeVisible();

      await article.getByText('Paragraphe 40.').scrollIntoViewIfNeeded();
      expect(await inViewport(page, dialog.getByText('Paragraphe 40.'))).toBe(true);
      for (const name of ['Approuver', 'Rejeter'])
        expect(await inViewport(page, dialog.getByRole('button', { name, exact: true }))).toBe(true);
      if (width.viewport.width >= 1024) expect(await inViewport(page, dialog.getByTestId('timeline-entry').first())).toBe(true);
      await close();
    });

    test('a toast never covers the notifications bell', async ({ browser }) => {
      const { page, close } = await signedInPage(browser, ADMIN, width.viewport);
      await page.goto('/blog/admin/profile');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      const toast = page.getByTestId('toast').filter({ hasText: 'Profil mis à jour !' });
      await expect(toast).toBeVisible();
      const t = await box(toast);
      const b = await box(bell);
      const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      expect(overlaps, `toast ${JSON.stringify(t)} / cloche ${JSON.stringify(b)}`).toBe(false);
      expect(t.y).toBeGreaterThanOrEqual(b.y + b.height);
      // The bell stays usable while the toast is shown.
      await bell.click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await close();
    });

    test('the staff article list links each published article to its public page, and only those', async ({ browser }) => {
      const admin = await apiSession(local.api, ADMIN);
      const list = await local.api.get('/blog/api/articles/all', { headers: bearer(admin) });
      const articles = ((await list.json()) as { articles: { title: string; slug: string; status: string }[] }).articles;
      const published = articles.find((a) => a.status === 'published')!;
      const other = articles.find((a) => a.status !== 'published');

      const { page, close } = await signedInPage(browser, ADMIN, width.viewport);
      await page.goto('/blog/admin/articles');
      const row = page.getByTestId('article-row').filter({ has: page.getByText(published.title, { exact: true }) });
      const link = row.getByRole('link', { name: `Voir : ${published.title}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/blog/article/${published.slug}`);
      await expect(link).toHaveAttribute('target', '_blank');
      expect((await local.api.get(`/blog/article/${published.slug}`)).status()).toBe(200);
      if (other) {
        const otherRow = page.getByTestId('article-row').filter({ has: page.getByText(other.title, { exact: true }) });
        await expect(otherRow.getByTestId('public-link')).toHaveCount(0);
      }
      // The scheduled filter reads like its siblings.
      await expect(page.getByRole('tab', { name: 'Programmés', exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Publiés', exact: true })).toBeVisible();
      await close();
    });

    test('the outbox never breaks an address inside a word', async ({ browser }) => {
      const contributor = await apiSession(local.api, CONTRIBUTOR);
      const answer = await local.api.post('/blog/api/submissions', {
        headers: bearer(contributor),
        data: { title: `Pour la boîte d’envoi ${unique()}`, short_description: 'Résumé.', content: `<p>${words(320)}</p>` },
      });
      expect(answer.ok()).toBeTruthy();
      const { page, close } = await signedInPage(browser, ADMIN, width.viewport);
      await page.goto('/blog/admin/outbox');
      await expect(page.getByTestId('outbox-row').first()).toBeVisible();
      const pieces = page.getByTestId('outbox-row').getByTestId('email-address-piece');
      expect(await pieces.count()).toBeGreaterThan(0);
      // A piece (a word of the address, up to its « @ » or its next dot) is drawn on one line.
      const lines = await pieces.evaluateAll((els) => els.map((el) => [el.textContent, el.getClientRects().length] as const));
      for (const [text, count] of lines) expect(count, `« ${text} »`).toBe(1);
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest).toBeLessThanOrEqual(width.viewport.width);
      await close();
    });
  });
}
