import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parisLocalToIso } from '../frontend/src/features/admin/shared/format';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, unique, words, type Session } from './support/admin';
import { privateServerForSpec } from './support/private-server';

/**
 * Scheduled publishing in the back office's lists and review: a scheduled article (`approved` with a
 * future date) reads « Programmé pour le … » and stays off the public site until its time; the list and
 * the review modal cancel a schedule; the approve dialog schedules a submission; a resubmission after a
 * rejection shows what changed. On a server of its own: the submissions approved and refused here must
 * not change the counts and lists other specs read on the shared server.
 */

const local = privateServerForSpec();

async function signedInPage(browser: Browser, account: typeof ADMIN): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: local.server.baseURL });
  const page = await context.newPage();
  await signIn(page, local.api, account);
  return { page, close: () => context.close() };
}

/** Tomorrow at 09:00, Paris time: the `datetime-local` value, the instant, and the label the lists show. */
function tomorrowNine(): { local: string; iso: string; label: string } {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(tomorrow);
  const spelled = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(tomorrow);
  const local = `${day}T09:00`;
  return { local, iso: parisLocalToIso(local)!, label: `Programmé pour le ${spelled} à 09:00` };
}

interface SubmissionJson {
  id: number;
  article_id: number;
  title: string;
  status: string;
  published_at: string | null;
}

/** A contributor's article, submitted through the API. */
async function submit(contributor: Session, title: string, content: string): Promise<SubmissionJson> {
  const answer = await local.api.post('/blog/api/submissions', {
    headers: bearer(contributor),
    data: { title, short_description: 'Les étapes pour un serveur stable.', content },
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { submission: SubmissionJson }).submission;
}

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}) : ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('a staff article scheduled for tomorrow is listed as scheduled, stays off the site, and its schedule is cancelled from the list', async ({
  browser,
}) => {
  const when = tomorrowNine();
  const title = `Article programmé ${unique()}`;
  const admin = await apiSession(local.api, ADMIN);
  const created = await local.api.post('/blog/api/articles', {
    headers: bearer(admin),
    data: {
      title,
      short_description: 'Il sortira demain matin.',
      content: '<p>Un article qui sortira demain.</p>',
      status: 'draft',
    },
  });
  expect(created.ok()).toBeTruthy();
  const { article } = (await created.json()) as { article: Record<string, unknown> & { id: number; slug: string } };
  // The editor's call: the whole article, « Publié » with a future date.
  const scheduled = await local.api.put(`/blog/api/articles/${article.id}`, {
    headers: bearer(admin),
    data: {
      title,
      slug: article.slug,
      short_description: article.short_description,
      content: article.content,
      featured_image: article.featured_image,
      category_id: article.category_id,
      meta_title: article.meta_title,
      meta_description: article.meta_description,
      meta_keywords: article.meta_keywords,
      status: 'published',
      publish_at: when.iso,
    },
  });
  expect(scheduled.ok()).toBeTruthy();
  expect(((await scheduled.json()) as { article: { status: string } }).article.status).toBe('approved');

  // Not public before its time.
  expect((await local.api.get(`/blog/article/${article.slug}`)).status()).toBe(404);
  expect((await local.api.get(`/blog/api/articles/${article.slug}`)).status()).toBe(404);

  const { page, close } = await signedInPage(browser, ADMIN);
  await page.goto('/blog/admin/articles');
  const row = page.getByTestId('article-row').filter({ hasText: title });
  await expect(row).toContainText(when.label);
  // No publish/draft toggle on a scheduled article: it would drop the schedule without saying so.
  await expect(row.getByTestId('status-toggle')).toHaveCount(0);

  // The « Programmé » filter lists it, and only scheduled articles.
  await page.getByRole('tab', { name: 'Programmés', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Programmés', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('article-row').filter({ hasNotText: 'Programmé pour le' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Tous', exact: true }).click();
  await row.getByRole('button', { name: `Annuler la programmation : ${title}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Programmation annulée' })).toBeVisible();
  await expect(row.getByTestId('status-toggle')).toHaveText('Brouillon');
  await expect(row.getByRole('button', { name: /^Annuler la programmation/ })).toHaveCount(0);
  const read = await local.api.get(`/blog/api/articles/edit/${article.id}`, { headers: bearer(admin) });
  expect(((await read.json()) as { article: { status: string; published_at: string | null } }).article).toMatchObject({
    status: 'draft',
    published_at: null,
  });
  expect((await local.api.get(`/blog/article/${article.slug}`)).status()).toBe(404);
  await close();
});

test('the admin schedules a submission from the approve dialog; it is listed as scheduled, then its schedule is cancelled', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const when = tomorrowNine();
  const title = `Soumission programmée ${unique()}`;
  const contributor = await apiSession(local.api, CONTRIBUTOR);
  const submitted = await submit(contributor, title, `<p>${words(320)}</p>`);

  const { page, close } = await signedInPage(browser, ADMIN);
  await page.goto('/blog/admin/submissions');
  await page.getByRole('button', { name: `Aperçu : ${title}` }).click();
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview.getByTestId('timeline-entry')).toHaveCount(1);
  // Never refused: nothing to compare.
  await expect(preview.getByTestId('changes-since-rejection')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Approuver' }).click();

  const dialog = page.getByRole('dialog', { name: 'Approuver la soumission' });
  await expect(dialog.getByRole('radio', { name: 'Publier maintenant' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Approuver et publier' })).toBeVisible();
  const date = dialog.getByLabel('Date et heure de publication (heure de Paris)');
  await expect(date).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Programmer' }).check();
  await expect(date).toBeVisible();
  await expect(date).toHaveAttribute('type', 'datetime-local');
  // « Programmer » needs a date.
  await dialog.getByRole('button', { name: 'Approuver et programmer' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: "Choisissez la date et l'heure de publication" })).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  const found = await serious(page);
  expect(found, found.join('\n')).toEqual([]);

  await date.fill(when.local);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Approuver et programmer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Soumission approuvée et programmée' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const mine = await local.api.get('/blog/api/submissions/my', { headers: bearer(contributor) });
  const stored = ((await mine.json()) as { submissions: SubmissionJson[] }).submissions.find((s) => s.id === submitted.id);
  expect(stored).toMatchObject({ status: 'approved', published_at: when.iso });

  // The « Programmées » tab lists it with its date.
  await page.getByRole('tab', { name: /^Programmées/ }).click();
  const row = page.getByTestId('submission-row').filter({ hasText: title });
  await expect(row).toContainText(when.label);

  // The contributor's « Mes soumissions » says so too.
  const author = await signedInPage(browser, CONTRIBUTOR);
  await author.page.goto('/blog/admin/submissions');
  await expect(author.page.getByTestId('submission-row').filter({ hasText: title })).toContainText(when.label);
  await author.close();

  // In the review: the date, the history, and the way back to pending.
  await row.getByRole('button', { name: `Aperçu : ${title}` }).click();
  const review = page.getByRole('dialog', { name: title });
  await expect(review).toContainText(when.label);
  await expect(review.getByTestId('timeline-entry').filter({ hasText: 'Approuvé et programmé' })).toBeVisible();
  await review.getByRole('button', { name: 'Annuler la programmation' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Programmation annulée' })).toBeVisible();
  await expect(review.locator('[data-status="pending"]')).toHaveText('En attente');
  await expect(review.getByTestId('timeline-entry').filter({ hasText: 'Programmation annulée' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Approuver' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Annuler la programmation' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('submission-row').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('tab', { name: /^En attente/ }).click();
  await expect(page.getByTestId('submission-row').filter({ hasText: title })).toContainText('En attente');
  await close();
});

test('a submission resubmitted after a rejection shows the changes since the rejection in its review', async ({ browser }) => {
  const title = `Soumission corrigée ${unique()}`;
  const contributor = await apiSession(local.api, CONTRIBUTOR);
  const before = `<p>${words(320)}</p>`;
  const submitted = await submit(contributor, title, before);
  const admin = await apiSession(local.api, ADMIN);
  const rejected = await local.api.put(`/blog/api/admin/submissions/${submitted.id}/reject`, {
    headers: bearer(admin),
    data: { rejection_reason: 'Ajoute une section sur les sauvegardes.' },
  });
  expect(rejected.ok()).toBeTruthy();
  // The contributor resubmits the article with a new paragraph.
  const resubmitted = await local.api.put(`/blog/api/articles/${submitted.article_id}`, {
    headers: bearer(contributor),
    data: {
      title,
      short_description: 'Les étapes pour un serveur stable.',
      content: `${before}<p>Sauvegardez chaque nuit.</p>`,
    },
  });
  expect(resubmitted.ok()).toBeTruthy();

  const { page, close } = await signedInPage(browser, ADMIN);
  await page.goto('/blog/admin/submissions');
  await page.getByRole('button', { name: `Aperçu : ${title}` }).click();
  const review = page.getByRole('dialog', { name: title });
  const changes = review.getByTestId('changes-since-rejection');
  await expect(changes).toBeVisible();
  await changes.getByText('Modifications depuis le refus').click();
  const diff = changes.getByTestId('revision-diff');
  await expect(diff).toBeVisible();
  await expect(diff.locator('ins, del').first()).toBeVisible();
  await expect(diff.locator('ins').filter({ hasText: 'Sauvegardez chaque nuit.' })).toHaveCount(1);
  await close();
});
