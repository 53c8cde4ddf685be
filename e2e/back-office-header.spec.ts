import { expect, test } from '@playwright/test';
import { ADMIN, CONTRIBUTOR, signIn } from './support/admin';
import { appRoutePaths } from './support/route-table';

/**
 * Who is signed in is always in the header (name, role, an account menu) and a contributor's space says
 * so; at 390 px no back-office screen scrolls sideways.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.setTimeout(90_000);

    test('the header names the signed-in contributor and opens the account menu', async ({ page, request }) => {
      const session = await signIn(page, request, CONTRIBUTOR);
      await page.goto('/blog/admin/articles');
      const header = page.getByRole('banner');
      // In the sidebar on a laptop, in the header on a phone.
      await expect(page.getByText('Espace contributeur', { exact: true }).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByText('Admin Blog', { exact: true })).toHaveCount(0);
      const name = session.user.username;
      const account = header.getByRole('button', { name: new RegExp(`^Mon compte : .+, Contributeur$`) });
      await expect(account).toBeVisible();
      await account.click();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('account-menu')).toContainText('Contributeur');
      expect(name).toBeTruthy();
      await page.getByRole('link', { name: 'Mes préférences d’e-mail' }).click();
      await expect(page).toHaveURL(/\/blog\/admin\/profile#preferences$/);
      await expect(page.getByTestId('email-preferences')).toBeInViewport();
      await account.click();
      await page.keyboard.press('Escape');
      await expect(account).toHaveAttribute('aria-expanded', 'false');
      await expect(account).toBeFocused();
      await account.click();
      await page.getByTestId('account-menu').getByRole('button', { name: 'Déconnexion' }).click();
      await expect(page).toHaveURL(/\/blog\/contributor\/login$/);
    });

    test('staff keep the « Admin Blog » title with their name and role in the header', async ({ page, request }) => {
      await signIn(page, request, ADMIN);
      await page.goto('/blog/admin');
      await expect(page.getByRole('banner').getByRole('button', { name: /^Mon compte : .+, Administrateur$/ })).toBeVisible();
      await expect(page.getByText('Admin Blog', { exact: true }).filter({ visible: true })).toHaveCount(1);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const account of [ADMIN, CONTRIBUTOR]) {
    test(`no back-office screen scrolls sideways (${account === ADMIN ? 'admin' : 'contributeur'})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, request, account);
      const screens = appRoutePaths()
        .filter((path) => path.startsWith('admin') || path.startsWith('contributor'))
        .filter((path) => !path.includes(':') && !path.endsWith('login'));
      const wide: string[] = [];
      for (const path of screens) {
        await page.goto(`/blog/${path}`);
        await page.waitForLoadState('networkidle');
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
        if (sideways) wide.push(page.url());
      }
      expect(wide).toEqual([]);
    });
  }
});
