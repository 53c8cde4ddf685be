import { startTestApp, type TestApp } from './support/test-app';

/** A published article keeps answering at every address it had: 301 to the current one (page and API). */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  admin = await t.login();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (path: string) => fetch(`${t.origin}/blog${path}`, { redirect: 'manual' });

async function save(id: number, body: Record<string, unknown>): Promise<{ slug: string }> {
  const res = await t.api('PUT', `/articles/${id}`, { token: admin, body: { status: 'published', ...body } });
  expect(res.status).toBe(200);
  return res.body.article;
}

async function expectRedirect(from: string, to: string): Promise<void> {
  const page = await get(`/article/${from}`);
  expect(page.status).toBe(301);
  expect(page.headers.get('location')).toBe(`/blog/article/${to}`);
  const api = await get(`/api/articles/${from}`);
  expect(api.status).toBe(301);
  expect(api.headers.get('location')).toBe(`/blog/api/articles/${to}`);
  expect(await api.json()).toMatchObject({ success: false, error: 'Cette ressource a changé d’adresse' });
}

describe('permanent URLs', () => {
  it('redirects every former address after two renames and a restored version, and keeps the RSS GUID', async () => {
    const created = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Héberger Valheim', content: '<p>Le guide du serveur Valheim</p>', status: 'published' },
    });
    expect(created.status).toBe(201);
    const { id, slug: first } = created.body.article;
    expect(first).toBe('heberger-valheim');
    const rssBefore = await (await get('/rss.xml')).text();
    expect(rssBefore).toContain(`/blog/article/${first}</guid>`);

    const second = (await save(id, { title: 'Héberger Valheim en 2026', content: '<p>Le guide du serveur Valheim</p>' })).slug;
    const third = (await save(id, { title: 'Valheim : le guide', content: '<p>Le guide, revu</p>' })).slug;
    expect(new Set([first, second, third]).size).toBe(3);
    await expectRedirect(first, third);
    await expectRedirect(second, third);
    const current = await get(`/article/${third}`);
    expect(current.status).toBe(200);
    expect(await current.text()).toContain('Le guide, revu');
    // A change of address is not a new item for feed readers: the GUID stays the first address.
    const rssRenamed = await (await get('/rss.xml')).text();
    expect(rssRenamed).toContain(`/blog/article/${third}</link>`);
    expect(rssRenamed).toContain(`/blog/article/${first}</guid>`);
    expect(rssRenamed).not.toContain(`/blog/article/${third}</guid>`);

    // Restoring the first version (its title) and saving it brings the first address back.
    const versions = (await t.api('GET', `/articles/${id}/revisions`, { token: admin })).body.revisions;
    const original = versions[versions.length - 1];
    const restored = await t.api('POST', `/articles/${id}/revisions/${original.id}/restore`, { token: admin });
    expect(restored.status).toBe(201);
    const copy = restored.body.working_copy;
    const back = (await save(id, { title: copy.title, content: copy.content })).slug;
    expect(back).toBe(first);
    expect((await get(`/article/${first}`)).status).toBe(200);
    await expectRedirect(second, first);
    await expectRedirect(third, first);
  });

  it('never gives a former address to another article', async () => {
    const created = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Ouvrir les ports', content: '<p>Ports du pare-feu</p>', status: 'published' },
    });
    const { id, slug: old } = created.body.article;
    const renamed = (await save(id, { title: 'Ouvrir les ports du pare-feu', content: '<p>Ports du pare-feu</p>' })).slug;

    const other = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Ouvrir les ports', content: '<p>Un autre article</p>', status: 'published' },
    });
    expect(other.status).toBe(201);
    expect(other.body.article.slug).not.toBe(old);
    const byHand = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Encore un', slug: old, content: '<p>Encore un autre</p>', status: 'published' },
    });
    expect(byHand.status).toBe(201);
    expect(byHand.body.article.slug).not.toBe(old);
    await expectRedirect(old, renamed);
  });

  it('keeps the query string on the way to the current address (page and API)', async () => {
    const created = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Serveur Enshrouded', content: '<p>Enshrouded</p>', status: 'published' },
    });
    const { id, slug: old } = created.body.article;
    const renamed = (await save(id, { title: 'Serveur Enshrouded dédié', content: '<p>Enshrouded</p>' })).slug;
    const query = '?utm_source=x&utm_medium=y';
    // Twice: the second answer may come from the public cache.
    for (let i = 0; i < 2; i++) {
      const page = await get(`/article/${old}${query}`);
      expect(page.status).toBe(301);
      expect(page.headers.get('location')).toBe(`/blog/article/${renamed}${query}`);
    }
    const api = await get(`/api/articles/${old}${query}`);
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe(`/blog/api/articles/${renamed}${query}`);
    const followed = await fetch(`${t.origin}/blog/article/${old}${query}`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${t.origin}/blog/article/${renamed}${query}`);
  });

  it('keeps a draft renamed before its publication free of redirects, and answers 404 for an unpublished article', async () => {
    const draft = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Brouillon Rust', content: '<p>Brouillon</p>', status: 'draft' },
    });
    const { id, slug: old } = draft.body.article;
    await t.api('PUT', `/articles/${id}`, { token: admin, body: { title: 'Serveur Rust', content: '<p>Brouillon</p>' } });
    expect((await get(`/article/${old}`)).status).toBe(404);

    const published = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Serveur Palworld', content: '<p>Palworld</p>', status: 'published' },
    });
    const renamed = (await save(published.body.article.id, { title: 'Serveur Palworld dédié', content: '<p>Palworld</p>' })).slug;
    await t.api('PUT', `/articles/${published.body.article.id}`, {
      token: admin,
      body: { title: 'Serveur Palworld dédié', content: '<p>Palworld</p>', status: 'draft' },
    });
    // Taken back from readers: neither its address nor its former one shows it.
    expect((await get(`/article/${renamed}`)).status).toBe(404);
    expect((await get(`/article/${published.body.article.slug}`)).status).toBe(404);
  });
});
