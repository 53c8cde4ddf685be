import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, typeInEditor, unique, words, type Session } from './support/admin';
import { watchConsole } from './support/console';
import { startPrivateServer, type PrivateServer } from './support/private-server';
import { appRoutePaths } from './support/route-table';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every screen of the route table, as each role that can open
 * it, at a laptop's and a phone's width, and with each modal open: no critical or serious violation.
 * `SCREENS` is the list of routes checked; a route of the app without an entry fails the first test, so
 * a new screen cannot ship unchecked.
 */

type Role = 'anonymous' | 'admin' | 'redacteur' | 'contributor';
const STAFF_AND_CONTRIBUTOR: Role[] = ['admin', 'redacteur', 'contributor'];

interface Fixtures {
  sessions: Record<Exclude<Role, 'anonymous'>, Session & { account: { email: string; password: string; path: string } }>;
  articleSlug: string;
  categorySlug: string;
  articleId: number;
  pendingTitle: string;
  rejectedArticleId: number;
}

interface Screen {
  /** The route table's path (relative to /blog). */
  route: string;
  roles: Role[];
  /** The address opened, when the route has parameters. */
  url?: (fixtures: Fixtures) => string;
}

const PUBLIC: Role[] = ['anonymous', 'contributor'];
const PUBLIC_ROUTES = new Set([
  '',
  'category/:categorySlug',
  'article/:slug',
  'contributors',
  'auteur/:username',
  'recherche',
  'newsletter',
  'login',
  'admin/login',
  'contributor/login',
  'register',
  '*',
]);

export const SCREENS: Screen[] = [
  { route: '', roles: PUBLIC },
  { route: 'category/:categorySlug', roles: PUBLIC, url: (f) => `/category/${f.categorySlug}` },
  { route: 'article/:slug', roles: PUBLIC, url: (f) => `/article/${f.articleSlug}` },
  { route: 'contributors', roles: PUBLIC },
  { route: 'auteur/:username', roles: PUBLIC, url: () => '/auteur/lea.martin' },
  { route: 'recherche', roles: PUBLIC, url: () => '/recherche?q=serveurs%20minecraft' },
  { route: 'newsletter', roles: PUBLIC },
  { route: 'login', roles: ['anonymous'] },
  { route: 'admin/login', roles: ['anonymous'] },
  { route: 'contributor/login', roles: ['anonymous'] },
  { route: 'register', roles: PUBLIC },
  { route: '*', roles: PUBLIC, url: () => '/page-qui-n-existe-pas' },
  { route: 'admin', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'contributor/dashboard', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'contributor/submit', roles: ['contributor'] },
  { route: 'contributor/edit/:id', roles: ['contributor'], url: (f) => `/contributor/edit/${f.rejectedArticleId}` },
  { route: 'admin/articles', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'admin/articles/new', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'admin/articles/edit/:id', roles: ['admin', 'redacteur'], url: (f) => `/admin/articles/edit/${f.articleId}` },
  { route: 'admin/submissions', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'admin/profile', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'admin/notifications', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'admin/stats', roles: STAFF_AND_CONTRIBUTOR },
  { route: 'admin/categories', roles: ['admin'] },
  { route: 'admin/users', roles: ['admin'] },
  { route: 'admin/profile-tags', roles: ['admin'] },
  { route: 'admin/user-tags', roles: ['admin'] },
  { route: 'admin/theme', roles: ['admin'] },
  { route: 'admin/rewards', roles: ['admin'] },
  { route: 'admin/rewards/ledger', roles: ['admin'] },
  { route: 'admin/outbox', roles: ['admin'] },
  { route: 'admin/newsletter', roles: ['admin'] },
  { route: 'admin/offers', roles: ['admin'] },
  // Leaves at once for the job dashboard, a page of the API: checked in queues-dashboard.spec.ts.
  { route: 'admin/queues-open', roles: [] },
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

let fixtures: Promise<Fixtures> | null = null;

/** Accounts and content the screens need, created once per worker through the API. */
function prepare(request: APIRequestContext): Promise<Fixtures> {
  fixtures ??= (async () => {
    const admin = await apiSession(request, ADMIN);
    const id = unique();
    const editorAccount = { email: `a11y-redac-${id}@example.com`, password: 'Redac!23456', path: '/blog/api/auth/login' };
    const created = await request.post('/blog/api/auth/users', {
      headers: bearer(admin),
      data: { username: `a11yredac${id}`, email: editorAccount.email, password: editorAccount.password, role: 'redacteur' },
    });
    expect(created.ok()).toBeTruthy();
    const contributor = await apiSession(request, CONTRIBUTOR);
    const editor = await apiSession(request, editorAccount);

    const categories = (await (await request.get('/blog/api/categories')).json()) as {
      categories: Array<{ id: number; slug: string }>;
    };
    const category = categories.categories[0]!;
    const published = (await (await request.get('/blog/api/articles?limit=1')).json()) as { articles: Array<{ slug: string }> };
    const all = (await (await request.get('/blog/api/articles/all', { headers: bearer(admin) })).json()) as {
      articles: Array<{ id: number }>;
    };

    const submit = async (title: string) => {
      const answer = await request.post('/blog/api/submissions', {
        headers: bearer(contributor),
        data: {
          title,
          short_description: 'Un retour d’expérience pour la vérification d’accessibilité.',
          content: `<p>${words(320)}</p>`,
          category_id: category.id,
        },
      });
      expect(answer.ok()).toBeTruthy();
      return ((await answer.json()) as { submission: { id: number; article_id: number } }).submission;
    };
    const pendingTitle = `Soumission à relire ${id}`;
    await submit(pendingTitle);
    const rejected = await submit(`Soumission à reprendre ${id}`);
    const rejection = await request.put(`/blog/api/admin/submissions/${rejected.id}/reject`, {
      headers: bearer(admin),
      data: { rejection_reason: 'Ajoute une section sur les sauvegardes.' },
    });
    expect(rejection.ok()).toBeTruthy();

    return {
      sessions: {
        admin: { ...admin, account: ADMIN },
        redacteur: { ...editor, account: editorAccount },
        contributor: { ...contributor, account: CONTRIBUTOR },
      },
      articleSlug: published.articles[0]!.slug,
      categorySlug: category.slug,
      articleId: all.articles[0]!.id,
      pendingTitle,
      rejectedArticleId: rejected.article_id,
    };
  })();
  return fixtures;
}

/** Waits until the screen has loaded its data: no request in flight, no spinner, a first heading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, [role="dialog"] h2').first(), `${page.url()} : titre de l'écran`).toBeVisible();
  await expect(page.locator('main [role="status"]:has(.chakra-spinner)'), `${page.url()} : chargement terminé`).toHaveCount(0);
}

/**
 * Critical and serious violations of the WCAG 2.0/2.1 A and AA rules, one readable line each. `exclude`:
 * selectors left out, such as a frame sandboxed without scripts, where axe cannot run and would wait.
 */
async function violations(page: Page, where: string, exclude: string[] = []): Promise<string[]> {
  // Colours are measured as painted: a button still fading from disabled to enabled would read as a
  // contrast failure that no user sees once the transition ends.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${where} — ${v.id} (${v.impact}) : ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join(' | ')}`,
    );
}

async function openAs(page: Page, request: APIRequestContext, role: Role, f: Fixtures): Promise<void> {
  if (role === 'anonymous') return;
  await signIn(page, request, f.sessions[role].account);
}

test('every route of the app has an accessibility check', () => {
  const checked = new Set(SCREENS.map((s) => s.route));
  const unchecked = appRoutePaths().filter((path) => !checked.has(path));
  expect(unchecked, 'routes without an entry in SCREENS').toEqual([]);
  const unknown = [...checked].filter((route) => !appRoutePaths().includes(route));
  expect(unknown, 'SCREENS entries that are not routes of the app').toEqual([]);
});

for (const width of WIDTHS) {
  test.describe(`${width.name} (${width.viewport.width} px)`, () => {
    test.use({ viewport: width.viewport });

    for (const role of ['anonymous', 'admin', 'redacteur', 'contributor'] as const) {
      const screens = SCREENS.filter((s) => s.roles.includes(role));
      test(`every screen ${role === 'anonymous' ? 'signed out' : `as ${role}`} has no serious axe violation`, async ({
        page,
        request,
      }) => {
        test.setTimeout(40_000 + screens.length * 8_000);
        const f = await prepare(request);
        await openAs(page, request, role, f);
        const found: string[] = [];
        const visited: string[] = [];
        for (const screen of screens) {
          const path = screen.url ? screen.url(f) : `/${screen.route}`;
          await page.goto(`/blog${path}`);
          await settle(page);
          // The screen itself was checked, not a login page or dashboard a guard sent the browser to.
          expect(new URL(page.url()).pathname.replace(/\/$/, ''), `${role} ouvre ${path}`).toBe(
            `/blog${path.split('?')[0]}`.replace(/\/$/, ''),
          );
          found.push(...(await violations(page, `${path} (${role}, ${width.name})`)));
          // Each back-office tab names its screen and its space (spec §2.10: « Articles - Admin Blog »).
          if (role !== 'anonymous' && !PUBLIC_ROUTES.has(screen.route))
            await expect(page, `${path} : titre de l'onglet`).toHaveTitle(
              role === 'contributor' ? /^\S.* - Espace contributeur$/ : /^\S.* - Admin Blog$/,
            );
          if (role === 'admin' && screen.route === 'admin/articles') await expect(page).toHaveTitle('Articles - Admin Blog');
          visited.push(screen.route);
        }
        expect(visited).toEqual(screens.map((s) => s.route));
        expect(found, found.join('\n')).toEqual([]);
      });
    }

    test('every modal and menu of the back office has no serious axe violation', async ({ page, request }) => {
      test.setTimeout(180_000);
      const f = await prepare(request);
      await openAs(page, request, 'admin', f);
      const found: string[] = [];
      const check = async (where: string, exclude: string[] = []) => {
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await violations(page, `${where} (${width.name})`, exclude)));
      };
      const closeDialog = async () => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      };

      await page.goto('/blog/admin/submissions');
      await settle(page);
      await page.getByRole('button', { name: `Aperçu : ${f.pendingTitle}` }).click();
      await check('relecture : aperçu');
      await page.getByRole('dialog').getByRole('button', { name: 'Approuver' }).click();
      await check('relecture : approbation');
      await page.getByRole('dialog').getByRole('button', { name: 'Retour' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Rejeter' }).click();
      await check('relecture : rejet');
      await page.getByRole('dialog').getByLabel('Raison du rejet').fill('Une raison');
      await check('relecture : rejet avec raison');
      await closeDialog();

      await page.getByTestId('notification-bell').click();
      await check('notifications : panneau de la cloche');
      await closeDialog();

      await page.goto('/blog/admin/outbox');
      await settle(page);
      await page
        .getByRole('button', { name: /^Lire : / })
        .first()
        .click();
      // The e-mail's own HTML is in a frame sandboxed without scripts: axe checks the dialog around it.
      await expect(page.getByRole('dialog').getByTestId('outbox-html')).toHaveAttribute('sandbox', '');
      await check('boîte d’envoi : e-mail', ['[data-testid="outbox-html"]']);
      await closeDialog();

      await page.goto('/blog/admin/categories');
      await settle(page);
      await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
      await check('catégorie : création');
      await closeDialog();
      await page
        .getByRole('button', { name: /^Modifier : / })
        .first()
        .click();
      await check('catégorie : modification');
      await closeDialog();

      await page.goto('/blog/admin/users');
      await settle(page);
      await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
      await check('utilisateur : création');
      await closeDialog();
      await page
        .getByRole('button', { name: /^Modifier : / })
        .first()
        .click();
      await check('utilisateur : modification');
      await closeDialog();

      await page.goto('/blog/admin/profile-tags');
      await settle(page);
      await page.getByRole('button', { name: 'Nouveau Tag' }).click();
      await check('tag : création');
      await page.getByRole('dialog').getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('dialog').getByText('Le nom du tag est requis')).toBeVisible();
      await check('tag : erreur');
      await closeDialog();
      await page
        .getByRole('button', { name: /^Modifier : / })
        .first()
        .click();
      await check('tag : modification');
      await closeDialog();

      // Delete confirmations are the browser's own dialog (spec §5), outside the page axe reads: the page
      // must hand it the spec's text and stay as it was when the user cancels.
      await page.goto('/blog/admin/articles');
      await settle(page);
      const asked = page.waitForEvent('dialog');
      void page
        .getByRole('button', { name: /^Supprimer : / })
        .first()
        .click();
      const dialog = await asked;
      expect(dialog.type()).toBe('confirm');
      expect(dialog.message()).toBe('Êtes-vous sûr de vouloir supprimer cet article ?');
      await dialog.dismiss();
      found.push(...(await violations(page, `articles après une suppression annulée (${width.name})`)));

      if (width.name === 'mobile') {
        await page.goto('/blog/admin');
        await settle(page);
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Navigation du back office' })).toBeVisible();
        found.push(...(await violations(page, 'menu du back office (mobile)')));

        await page.goto('/blog/');
        await settle(page);
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        found.push(...(await violations(page, 'menu public (mobile)')));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}

test.describe('modals', () => {
  test('the review modal keeps Tab inside, hides the page behind and gives focus back when it closes', async ({
    page,
    request,
  }) => {
    const f = await prepare(request);
    await openAs(page, request, 'admin', f);
    await page.goto('/blog/admin/submissions');
    const opener = page.getByRole('button', { name: `Aperçu : ${f.pendingTitle}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: f.pendingTitle });
    await expect(dialog).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
    // Only the dialog is left in the accessibility tree.
    await expect(page.getByRole('navigation', { name: 'Navigation du back office' })).toHaveCount(0);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus after ${i + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    await expect(opener).toBeFocused();
  });

  test("a form's error banner goes as soon as the field it is about is edited", async ({ page, request }) => {
    const f = await prepare(request);
    await openAs(page, request, 'admin', f);
    await page.goto('/blog/admin/profile-tags');
    await page.getByRole('button', { name: 'Nouveau Tag' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau Tag' });
    await modal.getByRole('button', { name: 'Créer' }).click();
    await expect(modal.getByTestId('form-error')).toHaveText('Le nom du tag est requis');
    await modal.getByRole('textbox', { name: 'Nom', exact: true }).fill('Testeur');
    await expect(modal.getByTestId('form-error')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/blog/admin/articles/new');
    await page.getByRole('button', { name: "Créer l'article" }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Titre et contenu requis');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Brouillon ${unique()}`);
    // The title alone does not fix it: the content is still empty.
    await expect(page.getByTestId('form-error')).toHaveText('Titre et contenu requis');
    await typeInEditor(page, 'Un premier paragraphe.');
    await expect(page.getByTestId('form-error')).toHaveCount(0);
  });
});

test.describe('orientation', () => {
  test("signed in, the public header links to the user's space instead of « Contribuer » and « S'inscrire », without a hydration mismatch", async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/blog/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Contribuer' })).toBeVisible();
    await expect(header.getByRole('link', { name: "S'inscrire" })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Mon espace' })).toHaveCount(0);

    await signIn(page, request, CONTRIBUTOR);
    await page.goto('/blog/');
    await expect(header.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/blog/admin');
    await expect(header.getByRole('link', { name: 'Contribuer' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: "S'inscrire" })).toHaveCount(0);
    // The anonymous, cached page was served: the switch happened in the browser, after hydration.
    expect(await (await request.get('/blog/')).text()).not.toContain('Mon espace');
    expect(problems.filter((p) => /hydrat|did not match/i.test(p))).toEqual([]);
    await header.getByRole('link', { name: 'Mon espace' }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);
  });

  test('a signed-in user opening the login page lands on their space', async ({ page, request }) => {
    await signIn(page, request, CONTRIBUTOR);
    for (const path of ['/blog/login', '/blog/admin/login', '/blog/contributor/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/blog\/admin$/);
    }
  });

  test('the terms checkbox of the registration links to the configured terms of use, in a new tab', async ({ page, request }) => {
    const site = (await (await request.get('/blog/api/site')).json()) as { brand: { termsUrl: string; mainSiteUrl: string } };
    expect(site.brand.termsUrl).toBe(`${site.brand.mainSiteUrl}/cgu`);
    await page.goto('/blog/register');
    const link = page
      .getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ })
      .locator('xpath=..')
      .getByRole('link', { name: /conditions d'utilisation/ });
    await expect(link).toHaveAttribute('href', site.brand.termsUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('with another currency and a custom terms URL', () => {
  // The currency and TERMS_URL are site-wide: they are changed on a server of this test's own.
  let server: PrivateServer;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startPrivateServer({ TERMS_URL: 'https://legal.hebergeur.example/conditions' });
    api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('the call-to-action badge and every amount follow the configured currency', async ({ browser }) => {
    const admin = await apiSession(api, ADMIN);
    expect(
      (
        await api.put('/blog/api/admin/rewards/settings', {
          headers: bearer(admin),
          data: { article_reward_amount: '2.50', article_reward_currency: 'USD' },
        })
      ).ok(),
    ).toBeTruthy();
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto('/blog/');
    await expect(page.getByTestId('cta-badge')).toHaveText('+2,50 $US par article');
    await page.goto('/blog/contributors');
    await expect(page.getByRole('definition').filter({ hasText: '$US' })).toHaveCount(1);
    await expect(page.getByRole('cell', { name: /€/ })).toHaveCount(0);
    await page.goto('/blog/register');
    await expect(page.getByRole('link', { name: /conditions d'utilisation/ })).toHaveAttribute(
      'href',
      'https://legal.hebergeur.example/conditions',
    );

    await signIn(page, api, CONTRIBUTOR);
    await page.goto('/blog/contributor/dashboard');
    await expect(page.getByTestId('stat-earned')).toContainText('$US');
    await page.goto('/blog/admin/profile');
    await expect(page.getByTestId('profile-total-rewards')).toContainText('$US');
    await page.goto('/blog/admin/submissions');
    // Rewards not yet paid follow the configured currency; one credited before the change keeps its own.
    await expect(page.getByTestId('reward-cell').first()).toBeVisible();
    const unpaid = page.getByTestId('reward-cell').filter({ hasNot: page.getByRole('img', { name: 'Crédité' }) });
    await expect(unpaid.filter({ hasNotText: '$US' })).toHaveCount(0);
    await context.close();
  });
});
