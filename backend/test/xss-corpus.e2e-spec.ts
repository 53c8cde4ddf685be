import { activeMarkup } from './support/inert-html';
import { startTestApp, type TestApp } from './support/test-app';
import { seedXss, type XssWorld } from './support/xss-seed';
import { XSS_VECTORS } from './support/xss-vectors';

let t: TestApp;
let world: XssWorld;

beforeAll(async () => {
  t = await startTestApp({ env: { WHMCS_URL: undefined, REDIS_URL: undefined } });
  world = await seedXss(t.origin);
}, 180_000);
afterAll(() => t?.close());

const page = async (path: string) => {
  const res = await fetch(`${t.origin}/blog${path}`);
  return { status: res.status, html: await res.text() };
};

it('the corpus holds at least 100 distinct vectors from every family', () => {
  expect(new Set(XSS_VECTORS.map((v) => v.payload)).size).toBeGreaterThanOrEqual(100);
  expect(new Set(XSS_VECTORS.map((v) => v.family))).toEqual(
    new Set(['tag', 'attribute', 'url', 'encoding', 'svg', 'mutation', 'template', 'css', 'context']),
  );
});

it('lets through only the start-up script the built page carries, the one the policy allows by its hash', async () => {
  const { html } = await page('/');
  const startUp = html.match(/<script type="module">[\s\S]*?<\/script>/)?.[0];
  expect(startUp).toBeDefined();
  expect(activeMarkup(html)).toEqual([]);
  // The same element with one character changed, or any inline script of a stored body, is active markup.
  expect(activeMarkup(html.replace(startUp!, startUp!.replace('import(', 'alert(1),import(')))).toHaveLength(1);
  expect(activeMarkup(startUp!, { appScripts: false })).toHaveLength(1);
});

it('accepts every vector as text in every free-text field and refuses it only as a username, with a 400', () => {
  expect(world.articleSlugs).toHaveLength(XSS_VECTORS.length);
  expect(world.categorySlugs).toHaveLength(XSS_VECTORS.length);
  expect(world.refusals.filter((r) => r.status !== 400)).toEqual([]);
  expect(new Set(world.refusals.map((r) => r.field))).toEqual(new Set(['username']));
});

it('stores article bodies with nothing active left in them', async () => {
  const admin = await t.login();
  const res = await t.api('GET', '/articles/all?limit=500', { token: admin });
  const bodies = (res.body.articles as { content?: string; id: number }[]).slice(0, XSS_VECTORS.length * 2);
  for (const { id } of bodies) {
    const edit = await t.api('GET', `/articles/edit/${id}`, { token: admin });
    expect({ id, problems: activeMarkup(edit.body.article.content, { appScripts: false }) }).toEqual({ id, problems: [] });
  }
});

it('renders every article page on the server with inert markup', async () => {
  for (const slug of world.articleSlugs) {
    const { status, html } = await page(`/article/${slug}`);
    expect(status).toBe(200);
    expect({ slug, problems: activeMarkup(html) }).toEqual({ slug, problems: [] });
  }
});

it('renders the home pages, category pages and contributor ranking with inert markup', async () => {
  const paths = ['/', '/contributors', '/?page=2', ...world.categorySlugs.map((s) => `/category/${s}`)];
  for (const path of paths) {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect({ path, problems: activeMarkup(html) }).toEqual({ path, problems: [] });
  }
});

it('answers the contributors, articles and review lists as JSON without breaking on any vector', async () => {
  const admin = await t.login();
  for (const path of [
    '/contributors/leaderboard',
    '/articles?limit=100',
    '/admin/submissions',
    '/auth/users',
    '/profile-tags',
    '/categories/all',
    '/admin/rewards/history?limit=100',
  ]) {
    const res = await t.api('GET', path, { token: admin });
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
  }
});
