import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, editorReady, signIn, typeInEditor, unique, words } from './support/admin';
import { privateServerForSpec } from './support/private-server';

/**
 * Issue #51: the writing assistant beside the editor reads the article as it is typed. A sentence of
 * sixty words turns the long-sentence check red; a keyword missing from the title is red until the
 * title holds it (accents and plural aside); the keyword is saved with the article. On a server of its
 * own: the article saved here must not change the lists other specs read.
 */

const local = privateServerForSpec();

test('long sentences and the keyword in the title are checked as the article is typed, and the keyword is saved', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: local.server.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, local.api, ADMIN);
  await page.goto('/blog/admin/articles/new');
  const id = unique();
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Jouer entre amis ${id}`);
  await page.getByLabel('Description courte').fill('Un guide pour jouer ensemble.');

  const editor = await editorReady(page);
  await editor.locator('.ce-paragraph').first().click();
  await page.keyboard.insertText(`Le ${words(60)}.`);
  const assistant = page.getByTestId('writing-assistant');
  await expect(assistant.getByTestId('check-long-sentences')).toHaveAttribute('data-status', 'red');
  await expect(assistant.getByTestId('check-long-sentences')).toContainText('dépassent 25 mots');

  await assistant.getByLabel('Mot-clé principal').fill('Serveurs Minecraft');
  const inTitle = assistant.getByTestId('check-keyword-title');
  await expect(inTitle).toHaveAttribute('data-status', 'red');
  await expect(inTitle).toHaveText(/Le mot-clé ne figure pas dans le titre/);

  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Héberger un serveur minecraft ${id}`);
  await expect(inTitle).toHaveAttribute('data-status', 'green');
  await expect(assistant.getByTestId('google-preview-title')).toHaveText(`Héberger un serveur minecraft ${id}`);

  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article créé' })).toBeVisible();
  const admin = await apiSession(local.api, ADMIN);
  const list = await local.api.get('/blog/api/articles/all', { headers: bearer(admin) });
  const created = ((await list.json()) as { articles: { id: number; title: string }[] }).articles.find((a) =>
    a.title.endsWith(id),
  )!;
  const read = await local.api.get(`/blog/api/articles/edit/${created.id}`, { headers: bearer(admin) });
  expect(((await read.json()) as { article: { focus_keyword: string | null } }).article.focus_keyword).toBe('Serveurs Minecraft');

  await page.goto(`/blog/admin/articles/edit/${created.id}`);
  await expect(page.getByTestId('writing-assistant').getByLabel('Mot-clé principal')).toHaveValue('Serveurs Minecraft');
  await context.close();
});

test('the reviewer sees the score the contributor saw in the editor', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: local.server.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, local.api, CONTRIBUTOR);
  await page.goto('/blog/admin/articles/new');
  const title = `Mon serveur Minecraft entre amis ${unique()}`;
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.getByLabel('Description courte').fill('Ce que j’ai appris en hébergeant mon serveur Minecraft.');
  await editorReady(page);
  await typeInEditor(page, `Mon serveur Minecraft tourne bien. ${words(320)}.`);
  const assistant = page.getByTestId('writing-assistant');
  await assistant.getByLabel('Mot-clé principal').fill(`serveur minecraft ${unique()}`);
  await expect(assistant.getByTestId('check-word-count')).toHaveAttribute('data-status', 'green');
  await expect(assistant.getByTestId('check-keyword-title')).toHaveAttribute('data-status', 'red');
  const seo = (await assistant.getByTestId('assistant-seo-summary').textContent())!.trim();
  const level = (await assistant.getByTestId('assistant-readability-summary').textContent())!.trim();
  await page.getByRole('button', { name: "Soumettre l'article" }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Soumission envoyée avec succès' })).toBeVisible();

  const reviewer = await browser.newContext({ baseURL: local.server.baseURL, viewport: { width: 1440, height: 900 } });
  const adminPage = await reviewer.newPage();
  await signIn(adminPage, local.api, ADMIN);
  await adminPage.goto('/blog/admin/submissions');
  const row = adminPage.getByTestId('submission-row').filter({ hasText: title });
  await expect(row.getByTestId('quality-cell')).toHaveText(`Qualité : ${seo}, ${level}`);
  await adminPage.getByRole('button', { name: `Aperçu : ${title}` }).click();
  const quality = adminPage.getByRole('dialog').getByTestId('review-quality');
  await expect(quality).toContainText(`Qualité : référencement ${seo}, lisibilité ${level}`);
  await quality.getByText('Points à revoir').click();
  await expect(quality.getByTestId('review-check-keyword-title')).toHaveText('Le mot-clé ne figure pas dans le titre.');
  await reviewer.close();
  await context.close();
});

test('on a phone the assistant is a row of tabs under the editor, and a contributor under the chosen score is reminded', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await apiSession(local.api, ADMIN);
  const setReminder = (value: string) =>
    local.api.put('/blog/api/admin/rewards/settings', { headers: bearer(admin), data: { quality_reminder_below: value } });
  expect((await setReminder('90')).status()).toBe(200);
  const context = await browser.newContext({ baseURL: local.server.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await signIn(page, local.api, CONTRIBUTOR);
    await page.goto('/blog/admin/articles/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Au téléphone ${unique()}`);
    const editor = await editorReady(page);
    await editor.locator('.ce-paragraph').first().click();
    await page.keyboard.insertText(`Le ${words(60)}.`);

    const assistant = page.getByTestId('writing-assistant');
    const tabs = assistant.getByRole('tablist', { name: 'Assistant de rédaction' });
    await expect(tabs.getByRole('tab')).toHaveText([/^Référencement/, /^Lisibilité/, /^Aperçus/]);
    // Under the editor, not after the publication settings.
    const editorBox = (await editor.boundingBox())!;
    const assistantBox = (await assistant.boundingBox())!;
    expect(assistantBox.y).toBeGreaterThan(editorBox.y + editorBox.height - 1);
    expect(assistantBox.y).toBeLessThan((await page.getByLabel('Catégorie').boundingBox())!.y);

    await expect(tabs.getByRole('tab', { name: /^Référencement/ })).toHaveAttribute('aria-selected', 'true');
    await expect(assistant.getByLabel('Mot-clé principal')).toBeVisible();
    await tabs.getByRole('tab', { name: /^Lisibilité/ }).click();
    await expect(assistant.getByTestId('check-long-sentences')).toHaveAttribute('data-status', 'red');
    await expect(assistant.getByLabel('Mot-clé principal')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: /^Aperçus/ })).toBeFocused();
    await expect(assistant.getByTestId('google-preview')).toBeVisible();

    await expect(page.getByTestId('quality-reminder')).toContainText('Rappel : votre article réussit');
    await expect(page.getByTestId('quality-reminder')).toContainText('vous pouvez soumettre quand même');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await setReminder('0');
    await context.close();
  }
});
