import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, editorReady, signIn, typeInEditor, unique } from './support/admin';
import { privateServerForSpec } from './support/private-server';

/**
 * « Nothing written is lost »: the editor's server autosave and its resume on another device, the
 * « Historique » panel (diff and restore), and the Back button's leave confirmation. On a server of its
 * own: the admin's working copy of a new article is one per user, and the other specs write articles as
 * the same admin on the shared server.
 */

const local = privateServerForSpec();

async function signedInPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: local.server.baseURL });
  const page = await context.newPage();
  await signIn(page, local.api, ADMIN);
  return { page, close: () => context.close() };
}

/** A draft article written through the API, as the admin. */
async function createArticle(title: string, content: string): Promise<number> {
  const admin = await apiSession(local.api, ADMIN);
  const created = await local.api.post('/blog/api/articles', {
    headers: bearer(admin),
    data: { title, content, short_description: 'Les bons réflexes avant une mise à jour.', status: 'draft' },
  });
  expect(created.ok()).toBeTruthy();
  return ((await created.json()) as { article: { id: number } }).article.id;
}

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Titre', exact: true });

/** Types at the end of the editor's last paragraph (a click alone puts the caret where it lands). */
async function appendInEditor(page: Page, text: string): Promise<void> {
  const editor = await editorReady(page);
  await editor.locator('.ce-paragraph').last().click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(text);
}

test('an article typed on one device is saved on the server and taken up on another', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Reprise sur un autre appareil ${unique()}`;
  const text = 'Un paragraphe écrit sur le portable.';

  const laptop = await signedInPage(browser);
  const page = laptop.page;
  await page.goto('/blog/admin/articles/new');
  // A new article has a draft key of its own in the address: its working copy is found by it.
  await expect(page).toHaveURL(/\/blog\/admin\/articles\/new\?draft=[A-Za-z0-9_-]+$/);
  const key = new URL(page.url()).searchParams.get('draft') ?? '';
  await typeInEditor(page, text);
  await titleField(page).fill(title);
  // The status line beside the save button, read out politely.
  const status = page.getByTestId('autosave-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 15_000 });
  // The server holds the title and the text (autosave never creates the article).
  const admin = await apiSession(local.api, ADMIN);
  await expect
    .poll(async () => {
      const answer = await local.api.get(`/blog/api/autosaves/new-${key}`, { headers: bearer(admin) });
      const { working_copy } = (await answer.json()) as { working_copy: { title: string; content: string } | null };
      return `${working_copy?.title} ${working_copy?.content}`;
    })
    .toContain(text);
  const listed = (await (await local.api.get('/blog/api/articles/all', { headers: bearer(admin) })).json()) as {
    articles: Array<{ title: string }>;
  };
  expect(listed.articles.some((a) => a.title === title)).toBe(false);

  // Offline, the status line says the work stays on this device; back online, it is sent.
  await page.context().setOffline(true);
  await appendInEditor(page, ' Écrit dans le train.');
  await expect(status).toHaveText('Hors ligne : modifications gardées sur cet appareil', { timeout: 15_000 });
  await page.context().setOffline(false);
  await expect(status).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 15_000 });
  await expect
    .poll(async () => {
      const answer = await local.api.get(`/blog/api/autosaves/new-${key}`, { headers: bearer(admin) });
      return ((await answer.json()) as { working_copy: { content: string } | null }).working_copy?.content ?? '';
    })
    .toContain('Écrit dans le train.');

  // Another device: the draft's editor offers the copy, named; taking it up fills the form and the editor.
  const desktop = await signedInPage(browser);
  const other = desktop.page;
  await other.goto(`/blog/admin/articles/new?draft=${key}`);
  const notice = other.getByTestId('resume-notice');
  await expect(notice).toContainText(
    new RegExp(
      `Brouillon « ${title} » \\(article non enregistré\\), enregistré automatiquement le \\d{1,2} \\S+ \\d{4} à \\d{2}:\\d{2}\\.`,
    ),
  );
  await expect(other.getByTestId('draft-notice')).toHaveCount(0);
  await expect(titleField(other)).toHaveValue('');
  await notice.getByRole('button', { name: 'Reprendre le brouillon enregistré automatiquement' }).click();
  await expect(notice).toHaveCount(0);
  await expect(titleField(other)).toHaveValue(title);
  await expect(other.getByTestId('rich-editor')).toContainText(text);
  await expect(other.getByTestId('rich-editor')).toContainText('Écrit dans le train.');
  await expect(other.getByLabel('Slug', { exact: true })).toHaveValue(/^reprise-sur-un-autre-appareil-/);

  // Saving it creates the article and drops that draft's working copy.
  await other.getByRole('button', { name: "Créer l'article" }).click();
  await expect(other.getByTestId('toast').filter({ hasText: 'Article créé' })).toBeVisible();
  await expect(other).toHaveURL(/\/blog\/admin\/articles$/);
  const after = await local.api.get(`/blog/api/autosaves/new-${key}`, { headers: bearer(admin) });
  expect(((await after.json()) as { working_copy: unknown }).working_copy).toBeNull();
  await laptop.close();
  await desktop.close();
});

test('the history shows what changed since a version, and restores it into the editor', async ({ browser }) => {
  test.setTimeout(120_000);
  const id = unique();
  const oldTitle = `Sauvegarder un serveur ${id}`;
  const newTitle = `Sauvegarder une machine ${id}`;
  const articleId = await createArticle(oldTitle, '<p>Faites une copie chaque nuit.</p>');
  const { page, close } = await signedInPage(browser);

  // A change, saved.
  await page.goto(`/blog/admin/articles/edit/${articleId}`);
  await expect(page.getByRole('heading', { name: "Modifier l'article" })).toBeVisible();
  await titleField(page).fill(newTitle);
  await expect(page.getByTestId('rich-editor')).toContainText('Faites une copie chaque nuit.');
  await appendInEditor(page, ' Gardez-en une hors site.');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article modifié' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/admin\/articles$/);

  // The history, newest first, in a titled dialog that takes the focus.
  await page.goto(`/blog/admin/articles/edit/${articleId}`);
  await expect(titleField(page)).toHaveValue(newTitle);
  const opener = page.getByRole('button', { name: 'Historique' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Historique' });
  await expect(drawer).toBeFocused();
  const entries = drawer.getByTestId('revision-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Enregistrement');
  await expect(entries.first()).toContainText('Camille Laurent');
  await expect(entries.nth(1)).toContainText('Création');
  await expect(entries.nth(1)).toContainText(/\d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
  // Escape closes it and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The older version: what changed since, words added and removed marked.
  await opener.click();
  await entries.filter({ hasText: 'Création' }).getByRole('button').click();
  await expect(
    drawer.getByRole('heading', { name: "Modifications depuis cette version jusqu'à la version actuelle" }),
  ).toBeFocused();
  const diff = drawer.getByTestId('revision-diff');
  await expect(diff.locator('ins').first()).toBeVisible();
  await expect(diff.locator('del').first()).toBeVisible();
  await expect(diff.getByTestId('diff-title').locator('del')).toContainText('un serveur');
  await expect(diff.getByTestId('diff-title').locator('ins')).toContainText('une machine');
  await expect(diff.getByTestId('diff-content').locator('ins')).toContainText('Gardez-en une hors site.');
  // Not colour alone: added words are underlined, removed ones struck through.
  expect(
    await diff
      .locator('ins')
      .first()
      .evaluate((el) => getComputedStyle(el).textDecorationLine),
  ).toContain('underline');
  expect(
    await diff
      .locator('del')
      .first()
      .evaluate((el) => getComputedStyle(el).textDecorationLine),
  ).toContain('line-through');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, serious.join('\n')).toEqual([]);

  // Restored into the form (not saved yet), with a new « Restauration » entry in the history.
  await drawer.getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Version restaurée dans l’éditeur : enregistrez pour l’appliquer' }),
  ).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(titleField(page)).toHaveValue(oldTitle);
  await expect(page.getByTestId('rich-editor')).toContainText('Faites une copie chaque nuit.');
  await expect(page.getByTestId('rich-editor')).not.toContainText('Gardez-en une hors site.');
  await opener.click();
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Restauration');
  await page.keyboard.press('Escape');

  // The article itself changes only when saved.
  const admin = await apiSession(local.api, ADMIN);
  const stored = await local.api.get(`/blog/api/articles/edit/${articleId}`, { headers: bearer(admin) });
  expect(((await stored.json()) as { article: { title: string } }).article.title).toBe(newTitle);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article modifié' })).toBeVisible();
  const saved = await local.api.get(`/blog/api/articles/edit/${articleId}`, { headers: bearer(admin) });
  expect(((await saved.json()) as { article: { title: string } }).article.title).toBe(oldTitle);
  await close();
});

test('the Back button asks before leaving unsaved changes, and stays when cancelled', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Retour arrière ${unique()}`;
  const articleId = await createArticle(title, '<p>Un texte à ne pas perdre.</p>');
  const { page, close } = await signedInPage(browser);
  await page.goto('/blog/admin/articles');
  await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
  await page.goto(`/blog/admin/articles/edit/${articleId}`);
  await expect(titleField(page)).toHaveValue(title);

  // Nothing changed: Back leaves at once.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/admin\/articles$/);
  expect(asked).toEqual([]);
  await page.goForward();
  await expect(titleField(page)).toHaveValue(title);

  // A change: Back asks; cancelling stays on the editor with the change.
  await titleField(page).fill(`${title} modifié`);
  await page.goBack();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toBe('confirm: Des modifications ne sont pas enregistrées. Quitter quand même ?');
  await expect(page).toHaveURL(new RegExp(`/blog/admin/articles/edit/${articleId}$`));
  await expect(titleField(page)).toHaveValue(`${title} modifié`);

  // Asked again, and accepted: the browser goes back for real.
  await page.goBack();
  await expect.poll(() => asked.length).toBe(2);
  await expect(page).toHaveURL(/\/blog\/admin\/articles$/);
  await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
  await close();
});

test('after a save, Back goes through the editor once, without a guard left behind', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Sans entrée en trop ${unique()}`;
  const articleId = await createArticle(title, '<p>Un texte.</p>');
  const { page, close } = await signedInPage(browser);
  await page.goto('/blog/admin');
  await page.goto(`/blog/admin/articles/edit/${articleId}`);
  await expect(titleField(page)).toHaveValue(title);
  const entries = await page.evaluate(() => window.history.length);
  await titleField(page).fill(`${title} enregistré`);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/articles$/);
  // The list took the guard entry's place: one entry more than the editor had, not two.
  expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/blog/admin/articles/edit/${articleId}$`));
  await expect(titleField(page)).toHaveValue(`${title} enregistré`);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  expect(asked).toEqual([]);
  await close();
});

test('staff schedule an article from the editor, keep it scheduled when saving, then cancel the schedule', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Publication programmée ${unique()}`;
  // The day after tomorrow at 09:00, Paris time.
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  const { page, close } = await signedInPage(browser);
  await page.goto('/blog/admin/articles/new');
  await typeInEditor(page, 'Un article qui sortira plus tard.');
  await titleField(page).fill(title);
  await page.getByLabel('Statut').selectOption('published');
  await expect(page.getByRole('radio', { name: 'Publier maintenant' })).toBeChecked();
  await page.getByRole('radio', { name: 'Programmer' }).check();
  const when = page.getByLabel('Date et heure de publication (heure de Paris)');
  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(page.getByTestId('form-error')).toHaveText("Choisissez la date et l'heure de publication");
  await when.fill(`${day}T09:00`);
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article programmé' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/admin\/articles$/);

  const admin = await apiSession(local.api, ADMIN);
  const all = (await (await local.api.get('/blog/api/articles/all', { headers: bearer(admin) })).json()) as {
    articles: Array<{ id: number; title: string }>;
  };
  const articleId = all.articles.find((a) => a.title === title)!.id;
  const read = async () =>
    (
      (await (await local.api.get(`/blog/api/articles/edit/${articleId}`, { headers: bearer(admin) })).json()) as {
        article: { status: string; published_at: string | null };
      }
    ).article;
  const scheduled = await read();
  expect(scheduled.status).toBe('approved');

  // The editor says when, shows « Programmé », and saving it unchanged keeps the schedule.
  await page.goto(`/blog/admin/articles/edit/${articleId}`);
  const notice = page.getByTestId('scheduled-notice');
  await expect(notice).toContainText(/Programmé pour le \d{1,2} \S+ \d{4} à 09:00/);
  await expect(page.getByLabel('Statut').locator('option:checked')).toHaveText('Programmé');
  await expect(when).toHaveValue(`${day}T09:00`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article programmé' })).toBeVisible();
  expect(await read()).toEqual(scheduled);

  // Cancelled: back to draft, in the editor at once.
  await page.goto(`/blog/admin/articles/edit/${articleId}`);
  await notice.getByRole('button', { name: 'Annuler la programmation' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Programmation annulée' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('Statut')).toHaveValue('draft');
  await expect(when).toHaveCount(0);
  expect((await read()).status).toBe('draft');
  await close();
});
