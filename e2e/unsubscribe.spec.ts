import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_JWT_SECRET } from '../backend/src/config/app-config';
import { unsubscribeQuery } from '../backend/src/notifications/unsubscribe-links';
import { ADMIN, apiSession, bearer, unique, type Session } from './support/admin';

/**
 * The unsubscribe link of an e-mail opens a page that asks for a click: opening it (as mail scanners and
 * link previews do) changes nothing; the click can be undone; a link that was altered gets a French page.
 * The test server keeps the development signing secret, so the test signs links as its e-mails would.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function newContributor(request: APIRequestContext): Promise<Session> {
  const admin = await apiSession(request, ADMIN);
  const email = `lecteur-${unique()}@exemple.fr`;
  const password = 'Motdepasse!123';
  const created = await request.post('/blog/api/auth/users', {
    headers: bearer(admin),
    data: { username: `lecteur${unique()}`, email, password, role: 'contributor' },
  });
  expect(created.ok()).toBeTruthy();
  return apiSession(request, { email, password, path: '/blog/api/auth/login' });
}

async function rejectionEmailOn(request: APIRequestContext, session: Session): Promise<boolean | undefined> {
  const answer = await request.get('/blog/api/notifications/preferences', { headers: bearer(session) });
  const { preferences } = (await answer.json()) as { preferences: { kind: string; enabled: boolean }[] };
  return preferences.find((p) => p.kind === 'submission_rejected')?.enabled;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.setTimeout(90_000);

    test('opening the link changes nothing until the button is clicked; the click can be undone', async ({ page, request }) => {
      const session = await newContributor(request);
      const link = `/blog/api/notifications/unsubscribe?${unsubscribeQuery(DEFAULT_JWT_SECRET, session.user.id, 'submission_rejected')}`;

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Ne plus recevoir cet e-mail ?' })).toBeVisible();
      await expect(page.getByText('Vous ne recevrez plus l’e-mail « Mon article est refusé ».')).toBeVisible();
      await page.reload();
      expect(await rejectionEmailOn(request, session)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
      await expect(page.getByRole('heading', { name: 'Désinscription enregistrée' })).toBeVisible();
      expect(await rejectionEmailOn(request, session)).toBe(false);
      await expect(page.getByRole('link', { name: 'Gérer toutes mes préférences d’e-mail' })).toHaveAttribute(
        'href',
        '/blog/admin/profile',
      );

      await page.getByRole('button', { name: 'Annuler : recevoir de nouveau cet e-mail' }).click();
      await expect(page.getByRole('heading', { name: 'E-mail réactivé' })).toBeVisible();
      expect(await rejectionEmailOn(request, session)).toBe(true);
    });

    test('an altered link shows a French page, never JSON, and changes nothing', async ({ page, request }) => {
      const session = await newContributor(request);
      const query = unsubscribeQuery(DEFAULT_JWT_SECRET, session.user.id, 'submission_rejected').replace(
        /sig=([0-9a-f])/,
        (_m, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`,
      );
      await page.goto(`/blog/api/notifications/unsubscribe?${query}`);
      await expect(page.getByRole('heading', { name: 'Lien de désinscription invalide' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('aucune préférence n’a changé');
      await expect(page.getByRole('button')).toHaveCount(0);
      expect(await rejectionEmailOn(request, session)).toBe(true);
    });
  });
}
