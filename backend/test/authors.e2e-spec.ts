import { startTestApp, type TestApp } from './support/test-app';

/** Authors' public pages, their feeds, and the category feeds. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  admin = await t.login();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (path: string) => fetch(`${t.origin}/blog${path}`);

async function authorWithArticles(count: number): Promise<{ id: number; username: string; token: string }> {
  const author = await t.createUser({ role: 'redacteur' });
  const me = (await t.api('GET', '/auth/me', { token: author.token })).body.user;
  const profile = await t.api('PUT', '/users/profile', {
    token: author.token,
    body: { username: me.username, display_name: 'Camille Serveur', bio: 'Admin système et joueuse de Rust.' },
  });
  expect(profile.status).toBe(200);
  for (let i = 1; i <= count; i++) {
    const res = await t.api('POST', '/articles', {
      token: author.token,
      body: { title: `Rust, chapitre ${i} ${me.username}`, content: `<p>Chapitre ${i}</p>`, status: 'published' },
    });
    expect(res.status).toBe(201);
  }
  return { id: me.id, username: me.username, token: author.token };
}

describe('author pages', () => {
  it('shows the profile, the articles paginated, the feed link and ProfilePage JSON-LD', async () => {
    const author = await authorWithArticles(13);
    const api = await t.api('GET', `/authors/${author.username}`);
    expect(api.status).toBe(200);
    expect(api.body.author).toMatchObject({
      username: author.username,
      display_name: 'Camille Serveur',
      bio: 'Admin système et joueuse de Rust.',
      article_count: 13,
    });
    expect(api.body.articles).toHaveLength(12);
    expect(api.body.pagination).toMatchObject({ page: 1, total: 13, total_pages: 2 });

    const res = await get(`/auteur/${author.username}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Camille Serveur');
    expect(html).toContain('Admin système et joueuse de Rust.');
    expect(html).toContain('13 articles publiés');
    expect(html).toMatch(/Membre depuis \S+ \d{4}/);
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toContain('"@type":"Person"');
    expect(html).toMatch(new RegExp(`<link[^>]*rel="alternate"[^>]*href="[^"]*/blog/auteur/${author.username}/rss.xml"`));
    const second = await get(`/auteur/${author.username}?page=2`);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain(`Rust, chapitre 1 ${author.username}`);
    expect((await get(`/auteur/${author.username}?page=3`)).status).toBe(404);

    // Its feed, and the sitemap lists the page.
    const feed = await get(`/auteur/${author.username}/rss.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain('<title>Camille Serveur — Blog');
    expect(xml.match(/<item>/g)).toHaveLength(13);
    expect(await (await get('/sitemap.xml')).text()).toContain(`/blog/auteur/${author.username}</loc>`);

    // The article page's author card links to it.
    const article = api.body.articles[0];
    expect(await (await get(`/article/${article.slug}`)).text()).toContain(`href="/blog/auteur/${author.username}"`);
  });

  it('has no page for an unknown, a never published or a deactivated user', async () => {
    expect((await get('/auteur/personne-de-connu')).status).toBe(404);
    expect((await t.api('GET', '/authors/personne-de-connu')).status).toBe(404);
    const silent = await t.createUser({ role: 'redacteur' });
    const silentName = (await t.api('GET', '/auth/me', { token: silent.token })).body.user.username;
    expect((await get(`/auteur/${silentName}`)).status).toBe(404);
    expect((await get(`/auteur/${silentName}/rss.xml`)).status).toBe(404);

    const gone = await authorWithArticles(1);
    expect((await get(`/auteur/${gone.username}`)).status).toBe(200);
    const off = await t.api('PUT', `/auth/users/${gone.id}`, { token: admin, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect((await get(`/auteur/${gone.username}`)).status).toBe(404);
    expect(await (await get('/sitemap.xml')).text()).not.toContain(`/blog/auteur/${gone.username}</loc>`);
  });
});

describe('category feeds', () => {
  it('lists one category’s articles, announced on its page; an unknown category has none', async () => {
    const created = await t.api('POST', '/categories', { token: admin, body: { name: 'Flux Valheim' } });
    const category = created.body.category;
    await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Valheim dans le flux', content: '<p>Valheim</p>', category_id: category.id, status: 'published' },
    });
    await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Hors du flux', content: '<p>Autre</p>', status: 'published' },
    });
    const feed = await get(`/category/${category.slug}/rss.xml`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('Valheim dans le flux');
    expect(xml).not.toContain('Hors du flux');
    const page = await (await get(`/category/${category.slug}`)).text();
    expect(page).toMatch(new RegExp(`<link[^>]*rel="alternate"[^>]*href="[^"]*/blog/category/${category.slug}/rss.xml"`));
    expect((await get('/category/inconnue-ici/rss.xml')).status).toBe(404);
  });
});
