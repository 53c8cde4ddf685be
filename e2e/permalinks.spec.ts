import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, signIn, unique } from './support/admin';

test('renaming a published article tells the editor, and its old link still leads to it', async ({ page, request }) => {
  const id = unique();
  const admin = await apiSession(request, ADMIN);
  const created = await request.post('/blog/api/articles', {
    headers: bearer(admin),
    data: {
      title: `Héberger Satisfactory ${id}`,
      content: '<p>Le guide du serveur dédié Satisfactory.</p>',
      short_description: 'Un serveur dédié pour votre usine.',
      status: 'published',
    },
  });
  expect(created.ok()).toBeTruthy();
  const article = ((await created.json()) as { article: { id: number; slug: string } }).article;

  await signIn(page, request, ADMIN);
  await page.goto(`/blog/admin/articles/edit/${article.id}`);
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  await expect(title).toHaveValue(`Héberger Satisfactory ${id}`);
  await expect(page.getByTestId('address-changes')).toHaveCount(0);
  await title.fill(`Satisfactory : serveur dédié ${id}`);
  await expect(page.getByTestId('address-changes')).toContainText('L’adresse publique de cet article va changer');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article modifié' })).toBeVisible();

  // A reader with the old link lands on the article at its new address.
  await page.goto(`/blog/article/${article.slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/article/satisfactory-serveur-dedie-${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Satisfactory : serveur dédié ${id}` })).toBeVisible();
});
