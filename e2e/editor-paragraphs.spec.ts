import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, editorReady, signIn, unique, words } from './support/admin';
import { privateServerForSpec } from './support/private-server';

/**
 * Enter right after pasting or inserting a long paragraph always starts a new block, however fast it is
 * typed: the saved article keeps one <p> per paragraph, never a paragraph glued to the next. On a server
 * of its own: the articles saved here must not change the lists other specs read.
 */

const local = privateServerForSpec();

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

/** A paragraph of about a hundred words, numbered so that a glued pair shows. */
const paragraph = (n: number) => `Paragraphe ${n} : ${words(100)} fin ${n}.`;

/** A paste as a browser fires it: a ClipboardEvent with plain text, at the caret. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const target = document.activeElement ?? document.body;
    const data = new DataTransfer();
    data.setData('text/plain', value);
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

for (const width of WIDTHS) {
  test(`${width.name} (${width.viewport.width} px): Enter right after a long paragraph, ten times at script speed, keeps ten paragraphs`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: local.server.baseURL, viewport: width.viewport });
    const page = await context.newPage();
    await signIn(page, local.api, ADMIN);
    const title = `Dix paragraphes ${unique()}`;
    await page.goto('/blog/admin/articles/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
    await page.getByLabel('Description courte').fill('Dix paragraphes tapés vite.');

    const editor = await editorReady(page);
    await editor.locator('.ce-paragraph').first().click();
    // No pause anywhere: each paragraph arrives at once (inserted, or pasted every other time) and Enter follows.
    for (let n = 1; n <= 10; n++) {
      if (n % 2 === 0) await paste(page, paragraph(n));
      else await page.keyboard.insertText(paragraph(n));
      await page.keyboard.press('Enter');
    }

    const texts = editor.locator('.ce-paragraph');
    await expect(texts).toHaveCount(11);
    await expect(editor.locator('.ce-paragraph div, .ce-paragraph p')).toHaveCount(0);
    for (let n = 1; n <= 10; n++) await expect(texts.nth(n - 1)).toHaveText(paragraph(n));

    await page.getByRole('button', { name: "Créer l'article" }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Article créé' })).toBeVisible();
    const admin = await apiSession(local.api, ADMIN);
    const list = await local.api.get('/blog/api/articles/all', { headers: bearer(admin) });
    const created = ((await list.json()) as { articles: { id: number; title: string }[] }).articles.find(
      (a) => a.title === title,
    )!;
    const read = await local.api.get(`/blog/api/articles/edit/${created.id}`, { headers: bearer(admin) });
    const content = ((await read.json()) as { article: { content: string } }).article.content;
    expect(content).toBe(Array.from({ length: 10 }, (_, i) => `<p>${paragraph(i + 1)}</p>`).join('\n'));
    await context.close();
  });
}
