import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
      await expect(page.getByRole('menu')).toContainText('Contributeur');
      expect(name).toBeTruthy();
      await page.getByRole('menuitem', { name: 'Mes préférences d’e-mail' }).click();
      await expect(page).toHaveURL(/\/blog\/admin\/profile#preferences$/);
      await expect(page.getByTestId('email-preferences')).toBeInViewport();
      await account.click();
      // Escape closes the menu once it is open and has taken the focus, as a person sees it before pressing.
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.locator('[role="menu"]:focus-within, [role="menu"]:focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(account).toHaveAttribute('aria-expanded', 'false');
      await expect(account).toBeFocused();
      await account.click();
      await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
      await expect(page).toHaveURL(/\/blog\/contributor\/login$/);
    });

    test('staff keep the « Admin Blog » title with their name and role in the header', async ({ page, request }) => {
      await signIn(page, request, ADMIN);
      await page.goto('/blog/admin');
      // The demo admin has a person's name, not the role twice.
      const account = page.getByRole('banner').getByRole('button', { name: 'Mon compte : Camille Laurent, Administrateur' });
      await expect(account).toBeVisible();
      if (viewport.width >= 480) await expect(account).toHaveText('Camille Laurent Administrateur');
      await expect(page.getByText('Admin Blog', { exact: true }).filter({ visible: true })).toHaveCount(1);
    });

    test('the account menu is a menu, opened and used with the keyboard', async ({ page, request }) => {
      await signIn(page, request, ADMIN);
      await page.goto('/blog/admin');
      const account = page.getByRole('banner').getByRole('button', { name: /^Mon compte : / });
      await expect(account).toHaveAttribute('aria-haspopup', 'menu');
      await expect(account).toHaveAttribute('aria-expanded', 'false');
      await account.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      await expect(account).toHaveAttribute('aria-controls', (await menu.getAttribute('id'))!);
      await expect(menu.getByRole('menuitem')).toHaveText(['Mon profil', 'Mes préférences d’e-mail', 'Déconnexion']);
      await expect(menu).toContainText('admin@demo.local');
      // Arrow keys move between the items; Escape closes and gives the focus back to the button.
      await page.keyboard.press('Home');
      await expect(menu.getByRole('menuitem', { name: 'Mon profil' })).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Mes préférences d’e-mail' })).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(account).toBeFocused();
      // Enter on an item follows it.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Home');
      await expect(menu.getByRole('menuitem', { name: 'Mon profil' })).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/blog\/admin\/profile$/);
    });

    test('no back-office screen names a control otherwise than its visible text (axe label-content-name-mismatch)', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const found: string[] = [];
      for (const account of [ADMIN, CONTRIBUTOR]) {
        await signIn(page, request, account);
        for (const path of ['admin', 'admin/articles', 'admin/submissions']) {
          await page.goto(`/blog/${path}`);
          await page.waitForLoadState('networkidle');
          const account = page.getByRole('banner').getByRole('button', { name: /^Mon compte : / });
          await expect(account).toBeVisible({ timeout: 30_000 });
          await account.click();
          await expect(page.getByRole('menu')).toBeVisible();
          const result = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
          for (const v of result.violations) found.push(`${path} : ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
          await page.keyboard.press('Escape');
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}

/**
 * Whether the settled screen is wider than the window. A screen that sends the account elsewhere (an
 * index that opens its first tab, a screen of another role) navigates once more after the first load:
 * the measure is taken again on the page it lands on.
 */
async function scrollsSideways(page: Page): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForLoadState('networkidle');
    try {
      return await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
    }
  }
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
        if (await scrollsSideways(page)) wide.push(page.url());
      }
      expect(wide).toEqual([]);
    });
  }
});
