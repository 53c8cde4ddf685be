import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, typeInEditor, unique, words, type Session } from './support/admin';

/**
 * « Drafts are things you can find »: a contributor keeps a draft without submitting it, finds it in
 * « Mes articles » (filter « Brouillons ») and on the dashboard from another browser, takes it up in one
 * click (« Reprendre » opens the editor with it, no notice asks again) with the word counter right at
 * once, and throws it away; an autosaved new article is a draft too, each new
 * article its own. At 1280 px and on a phone (390 px), where nothing scrolls sideways.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

interface Contributor {
  email: string;
  password: string;
}

async function newContributor(request: APIRequestContext): Promise<Contributor> {
  const admin = await apiSession(request, ADMIN);
  const email = `brouillons-${unique()}@exemple.fr`;
  const password = 'Motdepasse!123';
  const created = await request.post('/blog/api/auth/users', {
    headers: bearer(admin),
    data: { username: `plume${unique()}`, email, password, role: 'contributor' },
  });
  expect(created.ok()).toBeTruthy();
  return { email, password };
}

const login = (request: APIRequestContext, who: Contributor) =>
  apiSession(request, { email: who.email, password: who.password, path: '/blog/api/auth/login' });

/** A browser of its own (no storage shared with another), signed in as the contributor. */
async function signedInBrowser(
  browser: Browser,
  request: APIRequestContext,
  who: Contributor,
  viewport: { width: number; height: number },
): Promise<{ page: Page; session: Session; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport,
    baseURL: test.info().project.use.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  const session = await login(request, who);
  await page.goto('/blog/login');
  await page.evaluate(
    (s) => localStorage.setItem('auth-storage', JSON.stringify({ user: s.user, token: s.token, isAuthenticated: true })),
    session,
  );
  return { page, session, close: () => context.close() };
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Titre', exact: true });

/** « Mes articles », filter « Brouillons ». */
async function openDrafts(page: Page): Promise<void> {
  await page.goto('/blog/admin/articles');
  await page.getByRole('tab', { name: 'Brouillons' }).click();
}

const DATE = /\d{1,2} \S+ \d{4} à \d{2}:\d{2}/;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test('a contributor saves a draft, finds it after signing in elsewhere, takes it up and throws it away', async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const who = await newContributor(request);
      const title = `Monter un serveur Palworld ${unique()}`;

      // First browser: written, then kept with « Enregistrer le brouillon ».
      const first = await signedInBrowser(browser, request, who, viewport);
      await first.page.goto('/blog/contributor/submit');
      await expect(first.page).toHaveURL(/\/blog\/contributor\/submit\?draft=[A-Za-z0-9_-]+$/);
      const key = new URL(first.page.url()).searchParams.get('draft');
      await titleField(first.page).fill(title);
      await typeInEditor(first.page, words(42));
      await expect(first.page.getByTestId('word-counter')).toHaveText('42 / 300 mots');
      await first.page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
      await expect(first.page.getByTestId('toast').filter({ hasText: 'Brouillon enregistré' })).toBeVisible();
      expect(await scrollsSideways(first.page)).toBe(false);
      // Not a submission.
      const mine = await request.get('/blog/api/submissions/my', { headers: bearer(first.session) });
      expect(((await mine.json()) as { submissions: unknown[] }).submissions).toEqual([]);
      await first.close();

      // Elsewhere: a fresh browser, signed in again.
      const other = await signedInBrowser(browser, request, who, viewport);
      const page = other.page;
      await page.goto('/blog/contributor/dashboard');
      const onDashboard = page.getByTestId('dashboard-drafts').getByTestId('draft-row').filter({ hasText: title });
      await expect(onDashboard).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);

      await openDrafts(page);
      const row = page.getByTestId('draft-row').filter({ hasText: title });
      await expect(row).toBeVisible();
      await expect(row.getByTestId('draft-saved')).toHaveText(new RegExp(`^Brouillon enregistré le ${DATE.source} · 42 mots$`));
      await expect(row).toContainText('Article non enregistré');
      expect(await scrollsSideways(page)).toBe(false);

      // Taken up in one click: the editor opens with its content, the counter right at once, no notice asking again.
      await row.getByRole('link', { name: `Reprendre : ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/contributor/submit\\?draft=${key}$`));
      await expect(titleField(page)).toHaveValue(title);
      await expect(page.getByTestId('word-counter')).toHaveText('42 / 300 mots', { timeout: 500 });
      await expect(page.getByTestId('resume-notice')).toHaveCount(0);
      await expect(page.getByTestId('draft-notice')).toHaveCount(0);
      expect(await scrollsSideways(page)).toBe(false);
      await expect(page.getByTestId('rich-editor')).toContainText('serveur Minecraft configuration');
      await expect(page.getByTestId('word-counter')).toHaveText('42 / 300 mots');

      // Thrown away from the list: gone from the list and from the server.
      await openDrafts(page);
      await page
        .getByTestId('draft-row')
        .filter({ hasText: title })
        .getByRole('button', { name: `Supprimer : ${title}` })
        .click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Brouillon supprimé' })).toBeVisible();
      await expect(page.getByTestId('draft-row').filter({ hasText: title })).toHaveCount(0);
      await expect(page.getByText('Aucun brouillon')).toBeVisible();
      const left = await request.get('/blog/api/drafts', { headers: bearer(other.session) });
      expect(((await left.json()) as { drafts: unknown[] }).drafts).toEqual([]);
      await other.close();
    });

    test('every new article autosaved is a draft of its own, found with « Brouillon enregistré automatiquement le … »', async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const who = await newContributor(request);
      const titles = [`Premier jet ${unique()}`, `Second jet ${unique()}`];
      const { page, close } = await signedInBrowser(browser, request, who, viewport);
      for (const title of titles) {
        await page.goto('/blog/contributor/submit');
        await expect(page).toHaveURL(/\?draft=/);
        await titleField(page).fill(title);
        await typeInEditor(page, words(12));
        await expect(page.getByTestId('autosave-status')).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 15_000 });
      }

      // A third new article says the other two are there, and leads to them.
      await page.goto('/blog/contributor/submit');
      await expect(page.getByTestId('other-drafts')).toHaveText('Vous avez 2 autres brouillons. Les retrouver');
      await page.getByTestId('other-drafts').getByRole('link', { name: 'Les retrouver' }).click();
      await expect(page).toHaveURL(/\/blog\/admin\/articles\?filter=draft$/);
      await expect(page.getByRole('tab', { name: 'Brouillons' })).toHaveAttribute('aria-selected', 'true');
      for (const title of titles) {
        const row = page.getByTestId('draft-row').filter({ hasText: title });
        await expect(row.getByTestId('draft-saved')).toHaveText(
          new RegExp(`^Brouillon enregistré automatiquement le ${DATE.source} · 12 mots$`),
        );
      }
      expect(await scrollsSideways(page)).toBe(false);

      // Each taken up in this browser: its own text, the counter right at once, no notice asking again.
      for (const title of titles) {
        await openDrafts(page);
        await page
          .getByTestId('draft-row')
          .filter({ hasText: title })
          .getByRole('link', { name: `Reprendre : ${title}` })
          .click();
        await expect(titleField(page)).toHaveValue(title);
        await expect(page.getByTestId('word-counter')).toHaveText('12 / 300 mots', { timeout: 500 });
        await expect(page.getByTestId('draft-notice')).toHaveCount(0);
        await expect(page.getByTestId('resume-notice')).toHaveCount(0);
        expect(await scrollsSideways(page)).toBe(false);
      }
      await close();
    });
  });
}
