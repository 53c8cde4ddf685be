import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, unique } from './support/admin';

test.describe('route guards (spec §6)', () => {
  test('signed out: contributor-only routes go to /contributor/login, the others to /admin/login', async ({ page }) => {
    // Each keeps the page it was asked for, to come back to once signed in.
    await page.goto('/blog/contributor/submit');
    await expect(page).toHaveURL(/\/blog\/contributor\/login\?next=%2Fcontributor%2Fsubmit$/);
    await page.goto('/blog/admin/articles');
    await expect(page).toHaveURL(/\/blog\/admin\/login\?next=%2Fadmin%2Farticles$/);
    await page.goto('/blog/admin/theme');
    await expect(page).toHaveURL(/\/blog\/admin\/login\?next=%2Fadmin%2Ftheme$/);
  });

  test('a contributor gets the contributor menu and is sent to /admin from admin-only routes', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signIn(page, request, CONTRIBUTOR);
    await page.goto('/blog/admin');
    const nav = page.getByRole('navigation', { name: 'Navigation du back office' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Nouvel article',
      'Mes soumissions',
      'Mes articles',
      'Mes statistiques',
      'Mon profil',
    ]);
    await expect(page.getByTestId('sidebar-user')).toContainText('Contributeur');
    for (const path of ['categories', 'users', 'profile-tags', 'user-tags', 'rewards', 'rewards/ledger', 'theme', 'offers']) {
      await page.goto(`/blog/admin/${path}`);
      await expect(page).toHaveURL(/\/blog\/admin$/);
    }
    await page.goto('/blog/contributor/submit');
    await expect(page.getByRole('heading', { name: 'Soumettre un article' })).toBeVisible();
  });

  test('an admin sees every entry and is sent to /admin from contributor-only routes', async ({ page, request }) => {
    await signIn(page, request, ADMIN);
    await page.goto('/blog/admin');
    const nav = page.getByRole('navigation', { name: 'Navigation du back office' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Articles',
      'Soumissions',
      'Statistiques',
      'Mon profil',
      'Catégories',
      'Utilisateurs',
      'Tags de profil',
      'Assigner tags',
      'Récompenses',
      'Thème',
      'Newsletter',
      'Offres',
      'Files de tâches',
    ]);
    await expect(page.getByRole('link', { name: 'Voir le blog' })).toHaveAttribute('target', '_blank');
    await page.goto('/blog/contributor/submit');
    await expect(page).toHaveURL(/\/blog\/admin$/);
    await page.goto('/blog/admin/users');
    await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/blog\/admin\/login$/);
  });

  test('an editor gets the staff menu without the admin-only entries and is sent to /admin from them', async ({
    page,
    request,
  }) => {
    const admin = await apiSession(request, ADMIN);
    const id = unique();
    const editor = { email: `redac-${id}@example.com`, password: 'Redac!23456', path: '/blog/api/auth/login' };
    const created = await request.post('/blog/api/auth/users', {
      headers: bearer(admin),
      data: { username: `redac${id}`, email: editor.email, password: editor.password, role: 'redacteur' },
    });
    expect(created.ok()).toBeTruthy();
    await signIn(page, request, editor);
    await page.goto('/blog/admin');
    const nav = page.getByRole('navigation', { name: 'Navigation du back office' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Articles', 'Soumissions', 'Statistiques', 'Mon profil']);
    await expect(page.getByTestId('sidebar-user')).toContainText('Rédacteur');
    await page.goto('/blog/admin/theme');
    await expect(page).toHaveURL(/\/blog\/admin$/);
    await page.goto('/blog/contributor/submit');
    await expect(page).toHaveURL(/\/blog\/admin$/);
  });

  test('a contributor logs out to /contributor/login', async ({ page, request }) => {
    await signIn(page, request, CONTRIBUTOR);
    await page.goto('/blog/contributor/dashboard');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/blog\/contributor\/login$/);
  });
});
