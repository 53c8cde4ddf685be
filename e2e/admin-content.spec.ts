import { expect, test, type Page } from '@playwright/test';
import { ADMIN, editorReady, pngFile, selectInEditor, signIn, unique } from './support/admin';

async function openToolbox(page: Page, item: RegExp) {
  const editor = page.getByTestId('rich-editor');
  await editor.locator('.ce-block').last().hover();
  await editor.locator('.ce-toolbar__plus').click();
  await editor.locator('.ce-popover--opened .ce-popover-item', { hasText: item }).first().click();
}

test('the admin creates a category, writes and publishes an article with headings, a list, a link and an uploaded image, then sets it back to draft', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const category = `Tutoriels ${id}`;
  const title = `Guide complet ${id}`;
  await signIn(page, request, ADMIN);

  await page.goto('/blog/admin/categories');
  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Nom').fill(category);
  await expect(modal.getByLabel('Slug')).toHaveValue(`tutoriels-${id}`);
  await modal.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Catégorie créée' })).toBeVisible();
  await expect(page.getByTestId('category-card').filter({ hasText: category })).toBeVisible();

  await page.goto('/blog/admin/articles/new');
  await expect(page.getByRole('heading', { name: 'Nouvel article' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`guide-complet-${id}`);
  await page.getByLabel('Description courte').fill('Tout ce qu’il faut savoir pour bien démarrer.');
  await page.getByLabel('Catégorie').selectOption({ label: category });
  await page.getByLabel('Statut').selectOption('published');

  const editor = await editorReady(page);
  await editor.locator('.ce-paragraph').first().click();
  await page.keyboard.insertText('Un serveur bien configuré fait toute la différence.');
  await page.keyboard.press('Enter');
  await openToolbox(page, /^Titre$/);
  await page.keyboard.insertText('Les prérequis');
  await page.keyboard.press('Enter');
  await openToolbox(page, /Liste à puces/);
  await page.keyboard.insertText('Java 21');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('4 Go de mémoire');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('Lisez la documentation');
  // Selecting a word opens the inline toolbar, whose link tool asks for the address.
  await selectInEditor(page, 'documentation');
  await page.locator('.ce-inline-toolbar [data-item-name="link"] button').click();
  await page.locator('.ce-inline-tool-input').fill('https://docs.papermc.io');
  await page.keyboard.press('Enter');
  await editor.locator('.ce-paragraph', { hasText: 'Lisez la documentation' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await openToolbox(page, /^Image$/);
  await editor.getByText('Choisir une image').click();
  await (await chooser).setFiles({ name: 'capture.png', mimeType: 'image/png', buffer: pngFile() });
  await expect(page.getByTestId('toast').filter({ hasText: 'Image uploadée' })).toBeVisible();
  await expect(editor.locator('img.image-tool__image-picture')).toBeVisible();

  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article créé' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/admin\/articles$/);

  await page.goto('/blog/');
  const card = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(card).toBeVisible();
  await card.click();
  const body = page.locator('.article-body');
  await expect(body.getByRole('heading', { level: 2, name: 'Les prérequis' })).toBeVisible();
  await expect(body.locator('ul li')).toHaveText(['Java 21', '4 Go de mémoire']);
  await expect(body.getByRole('link', { name: 'documentation' })).toHaveAttribute('href', 'https://docs.papermc.io');
  await expect(body.locator('img[src^="/blog/uploads/"]')).toBeVisible();

  await page.goto('/blog/admin/articles');
  const row = page.getByTestId('article-row').filter({ hasText: title });
  await expect(row.getByTestId('status-toggle')).toHaveText('Publié');
  await row.getByTestId('status-toggle').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article en brouillon' })).toBeVisible();
  await expect(row.getByTestId('status-toggle')).toHaveText('Brouillon');
});
