import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, signIn, unique } from './support/admin';

/**
 * The back office's long lists come a page at a time: the users screen pages through more accounts
 * than one page holds, keeps the page in the address (Back returns to it), and searches on the server.
 */
test('the users screen pages through the accounts and finds one by name', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiSession(request, ADMIN);
  const prefix = `pager${unique()}`;
  const created: string[] = [];
  for (let n = 1; n <= 52; n += 1) {
    const username = `${prefix}_${String(n).padStart(2, '0')}`;
    const answer = await request.post('/blog/api/auth/users', {
      headers: bearer(admin),
      data: { username, email: `${username}@exemple.fr`, password: 'Motdepasse!123', role: 'contributor', is_active: true },
    });
    expect(answer.ok()).toBeTruthy();
    created.push(username);
  }

  await signIn(page, request, ADMIN);
  await page.goto('/blog/admin/users');
  const rows = page.getByTestId('user-row');
  const pager = page.getByRole('navigation', { name: 'Pages des utilisateurs' });
  // Other tests create accounts at the same time: the whole list is only checked for its paging.
  await expect(rows).toHaveCount(50);
  await expect(pager).toContainText(/Page 1 sur \d+/);
  await pager.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager).toContainText(/Page 2 sur \d+/);
  await pager.getByRole('button', { name: 'Précédent' }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);

  // The search asks the server: this test's 52 accounts are two pages, newest first.
  const search = page.getByRole('searchbox', { name: 'Rechercher un utilisateur' });
  await search.fill(prefix);
  await expect(pager).toContainText('Page 1 sur 2');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText(`@${created[51]}`);
  await pager.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`@${created[0]}`);
  // The page is in the address: Back returns to the first page of the same search.
  await page.goBack();
  await expect(pager).toContainText('Page 1 sur 2');
  await expect(rows.first()).toContainText(`@${created[51]}`);

  await search.fill(created[6]);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`@${created[6]}`);
  await expect(pager).toHaveCount(0);
  await search.fill(`${prefix}-introuvable`);
  await expect(page.getByText('Aucun utilisateur ne correspond à cette recherche')).toBeVisible();
});
