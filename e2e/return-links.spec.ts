import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, CLIENT, CONTRIBUTOR, unique, words } from './support/admin';

/**
 * A link from a notification or an e-mail survives sign-in: signed out, the person is sent to the login
 * tab the page belongs to, then lands on the page the link named. A return path off the site is refused.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function signInOnTab(page: Page, tab: RegExp, account: { email: string; password: string }) {
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Signs out the way a closed tab would: the session is cleared from a page that runs no script of the app,
 * so no answer still in flight on the back office can store it again.
 */
async function forgetSession(page: Page) {
  await page.goto('/blog/api/health/live');
  await page.evaluate(() => localStorage.clear());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.setTimeout(120_000);

    test('the review link of a staff e-mail opens the submission after signing in on « Équipe »', async ({ page, request }) => {
      const client = await apiSession(request, CLIENT);
      const submitted = await request.post('/blog/api/submissions', {
        headers: bearer(client),
        data: { title: `Lien de relecture ${unique()}`, content: `<p>${words(320)}</p>`, short_description: 'Résumé' },
      });
      expect(submitted.ok()).toBeTruthy();
      const { submission } = (await submitted.json()) as { submission: { id: number } };
      const target = `/blog/admin/submissions?submission=${submission.id}`;

      await page.goto(target);
      await expect(page).toHaveURL(
        new RegExp(`/blog/admin/login\\?next=${escape(encodeURIComponent(`/admin/submissions?submission=${submission.id}`))}$`),
      );
      await signInOnTab(page, /Équipe/, ADMIN);
      await expect(page).toHaveURL(new RegExp(`${escape(target)}$`));
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test('the edit link of a rejection e-mail opens the editor after signing in on the customer tab', async ({
      page,
      request,
    }) => {
      const admin = await apiSession(request, ADMIN);
      const client = await apiSession(request, CLIENT);
      const submitted = await request.post('/blog/api/submissions', {
        headers: bearer(client),
        data: { title: `Lien de modification ${unique()}`, content: `<p>${words(320)}</p>`, short_description: 'Résumé' },
      });
      const { submission } = (await submitted.json()) as { submission: { id: number; article_id: number } };
      const rejected = await request.put(`/blog/api/admin/submissions/${submission.id}/reject`, {
        headers: bearer(admin),
        data: { rejection_reason: 'Ajoutez un exemple.' },
      });
      expect(rejected.ok()).toBeTruthy();
      const target = `/blog/contributor/edit/${submission.article_id}`;

      await page.goto(target);
      await expect(page).toHaveURL(/\/blog\/contributor\/login\?next=%2Fcontributor%2Fedit%2F\d+$/);
      await signInOnTab(page, /^Client/, CLIENT);
      await expect(page).toHaveURL(new RegExp(`${escape(target)}$`));
      await expect(page.getByTestId('rejected-banner')).toContainText('Ajoutez un exemple.', { timeout: 30_000 });
    });

    test('the preferences and dashboard links land on their page', async ({ page }) => {
      await page.goto('/blog/admin/profile');
      await expect(page).toHaveURL(/\/blog\/admin\/login\?next=%2Fadmin%2Fprofile$/);
      await page.getByRole('tab', { name: 'Équipe' }).click();
      await signInOnTab(page, /Équipe/, CONTRIBUTOR);
      await expect(page).toHaveURL(/\/blog\/admin\/profile$/);

      await forgetSession(page);
      await page.goto('/blog/contributor/dashboard');
      await expect(page).toHaveURL(/\/blog\/admin\/login\?next=%2Fcontributor%2Fdashboard$/);
      await page.getByRole('tab', { name: 'Équipe' }).click();
      await signInOnTab(page, /Équipe/, CONTRIBUTOR);
      await expect(page).toHaveURL(/\/blog\/contributor\/dashboard$/);
    });

    test('a return path off the site is refused: the dashboard instead', async ({ page }) => {
      for (const next of ['//evil.example/admin', 'https://evil.example/admin', '/\\evil.example', '/%2F%2Fevil.example']) {
        await page.goto(`/blog/admin/login?next=${encodeURIComponent(next)}`);
        await page.getByRole('tab', { name: 'Équipe' }).click();
        await signInOnTab(page, /Équipe/, ADMIN);
        await expect(page).toHaveURL(/\/blog\/admin$/);
        await forgetSession(page);
      }
    });
  });
}
