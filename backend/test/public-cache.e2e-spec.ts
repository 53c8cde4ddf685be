import { request } from 'node:http';
import { DataSource } from 'typeorm';
import { ArticleViewCounter } from '../src/articles/article-view-counter';
import { PublicCacheInvalidator } from '../src/public-cache/public-cache-invalidator';
import { PublicResponseCache } from '../src/public-cache/public-response-cache';
import { startTestApp, TestApp } from './support/test-app';
import { waitFor } from './support/wait';
import { asReader, publishArticle, storedViews, words } from './support/articles';

let t: TestApp;
let admin: string;
let db: DataSource;
let category: { id: number; slug: string; name: string };

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.origin}${path}`, { headers });

async function publish(title: string, fields: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/articles', {
    token: admin,
    body: { title, content: words(60), category_id: category.id, status: 'published', ...fields },
  });
  expect(res.status).toBe(201);
  return res.body.article as { id: number; slug: string };
}

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  admin = await t.login();
  db = t.app.get(DataSource);
  category = (await t.api('POST', '/categories', { token: admin, body: { name: `Cache ${Date.now()}` } })).body.category;
});
afterAll(() => t.close());

describe('public response cache', () => {
  it('serves a repeated public read from memory with the same bytes, an ETag and a revalidating Cache-Control', async () => {
    const first = await get('/blog/api/articles?limit=5');
    const firstBody = await first.text();
    const entries = t.app.get(PublicResponseCache).stats.entries;
    const second = await get('/blog/api/articles?limit=5');
    expect(await second.text()).toBe(firstBody);
    expect(t.app.get(PublicResponseCache).stats.entries).toBe(entries);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // helmet's headers are replayed with the content.
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const notModified = await get('/blog/api/articles?limit=5', { 'if-none-match': second.headers.get('etag')! });
    expect(notModified.status).toBe(304);
  });

  it('caches the server-rendered home page and answers it again identically', async () => {
    const first = await get('/blog');
    expect(first.status).toBe(200);
    const html = await first.text();
    const second = await get('/blog');
    expect(second.headers.get('content-type')).toContain('text/html');
    expect(await second.text()).toBe(html);
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('renders a page once for readers who ask for it at the same time', async () => {
    // A publish empties the cache; eight readers of the home page arrive together.
    const article = await publish(`Lecteurs simultanés ${Date.now()}`);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/blog')));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    // Only a rendered answer carries the render's Server-Timing; the others were served from its copy.
    expect(answers.filter((r) => r.headers.get('server-timing') !== null)).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain(article.slug);
  });

  it('never hands a reader who asks after a write the answer of a render begun before it', async () => {
    const before = get('/blog');
    const article = await publish(`Après l'écriture ${Date.now()}`);
    const after = await get('/blog');
    expect(await after.text()).toContain(article.slug);
    expect((await before).status).toBe(200);
  });

  it('never serves a signed-in read from the cache: a draft preview stays visible to staff only', async () => {
    const draft = (
      await t.api('POST', '/articles', {
        token: admin,
        body: { title: 'Brouillon caché', content: words(60), category_id: category.id },
      })
    ).body.article;
    expect((await t.api('GET', `/articles/${draft.slug}`)).status).toBe(404);
    expect((await t.api('GET', `/articles/${draft.slug}`, { token: admin })).status).toBe(200);
    expect((await t.api('GET', `/articles/${draft.slug}`)).status).toBe(404);
    const settings = await t.api('GET', '/settings', { token: admin });
    expect(settings.headers.get('cache-control')).not.toBe('public, max-age=0, must-revalidate');
  });

  it('shows a newly published article in the list, the category page and the home page at once', async () => {
    await get('/blog/api/articles?limit=5');
    await get(`/blog/category/${category.slug}`);
    await get('/blog');
    const article = await publish('Annonce toute fraîche');
    const list = await t.api('GET', '/articles?limit=5');
    expect(list.body.articles.map((a: { slug: string }) => a.slug)).toContain(article.slug);
    expect(await (await get(`/blog/category/${category.slug}`)).text()).toContain('Annonce toute fraîche');
    expect(await (await get('/blog')).text()).toContain('Annonce toute fraîche');
  });

  it('drops an article from every cached answer as soon as it is unpublished', async () => {
    const article = await publish('Bientôt retiré');
    expect((await get(`/blog/article/${article.slug}`)).status).toBe(200);
    expect((await t.api('GET', `/articles/${article.slug}`)).status).toBe(200);
    const edited = await t.api('PUT', `/articles/${article.id}`, {
      token: admin,
      body: { title: 'Bientôt retiré', content: words(60), category_id: category.id, status: 'draft' },
    });
    expect(edited.status).toBe(200);
    expect((await t.api('GET', `/articles/${article.slug}`)).status).toBe(404);
    expect((await get(`/blog/article/${article.slug}`)).status).toBe(404);
  });

  it('remembers an unknown article briefly, and forgets it once that article is published', async () => {
    const missing = await t.api('GET', '/articles/pas-encore-la');
    expect(missing.status).toBe(404);
    expect((await t.api('GET', '/articles/pas-encore-la')).status).toBe(404);
    await publish('Pas encore là', { slug: 'pas-encore-la' });
    expect((await t.api('GET', '/articles/pas-encore-la')).status).toBe(200);
  });

  it('shows a renamed category at once', async () => {
    await t.api('GET', '/categories');
    await get(`/blog/category/${category.slug}`);
    const renamed = await t.api('PUT', `/categories/${category.id}`, {
      token: admin,
      body: { name: `${category.name} renommée` },
    });
    expect(renamed.status).toBe(200);
    const list = await t.api('GET', '/categories');
    expect(JSON.stringify(list.body)).toContain(`${category.name} renommée`);
  });

  it('shows a changed setting at once', async () => {
    await t.api('GET', '/settings');
    expect((await t.api('PUT', '/settings', { token: admin, body: { settings: { color_primary: '#FACC15' } } })).status).toBe(
      200,
    );
    expect(JSON.stringify((await t.api('GET', '/settings')).body)).toContain('#FACC15');
    expect((await t.api('PUT', '/settings', { token: admin, body: { settings: { color_primary: '#22C55E' } } })).status).toBe(
      200,
    );
    expect(JSON.stringify((await t.api('GET', '/settings')).body)).toContain('#22C55E');
  });

  it("shows an author's new name on their article page at once", async () => {
    const article = await publish('Signé par l’administrateur');
    await t.api('GET', `/articles/${article.slug}`);
    await get(`/blog/article/${article.slug}`);
    const me = (await t.api('GET', '/auth/me', { token: admin })).body.user as { username: string };
    const renamed = await t.api('PUT', '/users/profile', {
      token: admin,
      body: { username: me.username, display_name: 'Plume Renommée' },
    });
    expect(renamed.status).toBe(200);
    expect((await t.api('GET', `/articles/${article.slug}`)).body.article.author_name).toBe('Plume Renommée');
    expect(await (await get(`/blog/article/${article.slug}`)).text()).toContain('Plume Renommée');
  });

  it("counts a view for each reader's cached read of an article, in memory, without a write per read", async () => {
    const article = await publish('Vues en cache');
    const counter = t.app.get(ArticleViewCounter);
    await counter.flush();
    for (let i = 0; i < 3; i += 1)
      expect((await t.api('GET', `/articles/${article.slug}`, { headers: asReader(i) })).status).toBe(200);
    for (let i = 3; i < 5; i += 1) expect((await get(`/blog/article/${article.slug}`, asReader(i))).status).toBe(200);
    const stored = () => storedViews(db, article.id);
    expect(await stored()).toBe(0);
    expect(counter.pendingFor(article.id)).toBe(5);
    const again = await t.api('GET', `/articles/${article.slug}`, { headers: asReader(5) });
    expect(again.body.article.views).toBeGreaterThanOrEqual(4);
    await counter.flush();
    expect(await stored()).toBe(6);
  });

  it('counts the views of an article page read before its API answer, rendered or cached', async () => {
    const article = await publish('Vues de la page seule');
    const counter = t.app.get(ArticleViewCounter);
    await counter.flush();
    for (let i = 0; i < 3; i += 1) expect((await get(`/blog/article/${article.slug}`, asReader(i))).status).toBe(200);
    expect(counter.pendingFor(article.id)).toBe(3);
  });

  describe('a view is a reader, not a request', () => {
    const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    /** A page read from another loopback address (all of 127.0.0.0/8 is this machine). */
    const getFrom = (localAddress: string, path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(`${t.origin}${path}`);
        request({ host: url.hostname, port: url.port, path, headers, localAddress }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        })
          .on('error', reject)
          .end();
      });

    it('counts two reloads by the same browser once, through the page and the API, rendered or cached', async () => {
      const article = await publish(`Relu deux fois ${Date.now()}`);
      const counter = t.app.get(ArticleViewCounter);
      for (let i = 0; i < 3; i += 1) expect((await get(`/blog/article/${article.slug}`, asReader(1))).status).toBe(200);
      const shown = await t.api('GET', `/articles/${article.slug}`, { headers: asReader(1) });
      expect(shown.body.article.views).toBe(1);
      // A cached API answer shows the count as it is: a reload adds nothing to it.
      expect((await t.api('GET', `/articles/${article.slug}`, { headers: asReader(1) })).body.article.views).toBe(1);
      expect(counter.pendingFor(article.id)).toBe(1);
      // Another browser, or the same browser from another address: another reader.
      expect((await get(`/blog/article/${article.slug}`, asReader(2))).status).toBe(200);
      expect(await getFrom('127.0.0.2', `/blog/article/${article.slug}`, asReader(1))).toBe(200);
      expect(await getFrom('127.0.0.2', `/blog/article/${article.slug}`, asReader(1))).toBe(200);
      expect(counter.pendingFor(article.id)).toBe(3);
      await counter.flush();
      expect(await storedViews(db, article.id)).toBe(3);
    });

    it('never counts a crawler, a command-line client or a request without a user agent', async () => {
      const article = await publish(`Lu par des robots ${Date.now()}`);
      const counter = t.app.get(ArticleViewCounter);
      for (const ua of [GOOGLEBOT, 'curl/8.5.0'])
        for (let i = 0; i < 2; i += 1) {
          expect((await get(`/blog/article/${article.slug}`, { 'user-agent': ua })).status).toBe(200);
          expect((await t.api('GET', `/articles/${article.slug}`, { headers: { 'user-agent': ua } })).status).toBe(200);
        }
      expect(await getFrom('127.0.0.3', `/blog/article/${article.slug}`, {})).toBe(200);
      expect(counter.pendingFor(article.id)).toBe(0);
      await counter.flush();
      expect(await storedViews(db, article.id)).toBe(0);
    });

    it('counts the same reader again on the next Paris day, under that day', async () => {
      const article = await publish(`Relu le lendemain ${Date.now()}`);
      const counter = t.app.get(ArticleViewCounter);
      const page = `/blog/article/${article.slug}`;
      try {
        // Counted once Redis has said whether the reader is new, and written by the periodic flush at any time.
        const counted = async () => counter.pendingFor(article.id) + (await storedViews(db, article.id));
        expect((await get(page, asReader(1))).status).toBe(200);
        expect((await get(page, asReader(1))).status).toBe(200);
        await waitFor(async () => (await counted()) === 1, 10_000, 'une vue aujourd’hui');
        const tomorrow = Date.now() + 24 * 3600_000;
        counter.now = () => tomorrow;
        expect((await get(page, asReader(1))).status).toBe(200);
        expect((await get(page, asReader(1))).status).toBe(200);
        await waitFor(async () => (await counted()) === 2, 10_000, 'une vue le lendemain');
        await counter.flush();
        const days = await db.query<{ views: number }[]>(
          `SELECT views FROM article_views_daily WHERE article_id = ? ORDER BY day`,
          [article.id],
        );
        expect(days.map((row) => Number(row.views))).toEqual([1, 1]);
      } finally {
        counter.now = Date.now;
      }
    });
  });

  it('embeds in an article page the answer the API gives for that article', async () => {
    const article = await publish('Même réponse que l’API', { meta_title: 'Titre SEO', meta_keywords: 'vps, jeu' });
    const page = await (await get(`/blog/article/${article.slug}`)).text();
    const api = (await t.api('GET', `/articles/${article.slug}`)).body;
    const data = JSON.parse(/<script type="application\/json" id="blog-data">([^]*?)<\/script>/.exec(page)![1]!);
    const embedded = data.fallback[`/blog/api/articles/${encodeURIComponent(article.slug)}`];
    // The page leaves out the body it shows as markup, and the view counts differ by the reads in between.
    const comparable = (answer: { article: Record<string, unknown> }) =>
      JSON.stringify({ ...answer, article: { ...answer.article, content: null, views: null } });
    expect(comparable(embedded)).toBe(comparable(api));
    expect(embedded.suggested.length).toBeGreaterThan(0);
  });

  it('embeds in the home and category pages the lists the API gives', async () => {
    await publish('Dans la liste comme dans l’API');
    for (const [path, key] of [
      ['/blog', '/blog/api/articles?limit=12'],
      [`/blog/category/${category.slug}?page=1`, `/blog/api/articles?limit=12&category=${category.slug}`],
    ]) {
      const page = await (await get(path!)).text();
      const data = JSON.parse(/<script type="application\/json" id="blog-data">([^]*?)<\/script>/.exec(page)![1]!);
      const api = await (await get(key!)).text();
      expect(JSON.stringify(data.fallback[key!])).toBe(api);
    }
  });

  it('lists every published article in the archive sitemaps, whose index robots.txt names', async () => {
    const article = await publish('Dans les archives');
    const robots = await (await get('/blog/robots.txt')).text();
    expect(robots).toContain('/blog/sitemap-archive.xml');
    const index = await (await get('/blog/sitemap-archive.xml')).text();
    const slices = [...index.matchAll(/<loc>[^<]*\/blog\/(sitemap-archive-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(slices.length).toBeGreaterThan(0);
    const texts = await Promise.all(slices.map(async (s) => (await get(`/blog/${s}`)).text()));
    expect(texts.join('')).toContain(`/blog/article/${article.slug}</loc>`);
    expect((await get('/blog/sitemap-archive-0.xml')).status).toBe(404);
  });
});

describe('precise invalidation', () => {
  let own: { id: number; slug: string };
  let other: { id: number; slug: string };
  let writer: string;
  const rendered = (res: Response) => res.headers.get('server-timing') !== null;
  const dataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="blog-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      fallback: Record<string, { articles?: { slug: string }[] }>;
    };
  const recentItems = (html: string) => /data-recent-articles="">([\s\S]*?)<\/ul>/.exec(html)?.[1];
  const recentKey = '/blog/api/articles?limit=5';

  beforeAll(async () => {
    own = (await t.api('POST', '/categories', { token: admin, body: { name: `Propre ${Date.now()}` } })).body.category;
    other = (await t.api('POST', '/categories', { token: admin, body: { name: `Ailleurs ${Date.now()}` } })).body.category;
    writer = (await t.createUser({ role: 'redacteur' })).token;
  });

  /** Four articles of a category (so each suggests the three others), then enough elsewhere to push them out of the recent ones. */
  async function unrelatedArticles(): Promise<{ slug: string }[]> {
    const mine: { slug: string }[] = [];
    for (let i = 0; i < 4; i += 1) mine.push(await publish(`Sans rapport ${i} ${Date.now()}`, { category_id: own.id }));
    for (let i = 0; i < 6; i += 1) await publish(`Plus récent ${i} ${Date.now()}`, { category_id: other.id });
    return mine;
  }

  it('keeps an unrelated article page cached across a publication, with the new article in its recent list as a fresh render shows it', async () => {
    const [page] = await unrelatedArticles();
    const url = `/blog/article/${page!.slug}`;
    expect(rendered(await get(url))).toBe(true);
    expect(rendered(await get(url))).toBe(false);
    await get(`/blog/api/articles/${page!.slug}`);

    const fresh = await publishArticle(t, writer, `Publié ailleurs ${Date.now()}`, other.id);
    const hit = await get(url);
    expect(hit.status).toBe(200);
    expect(rendered(hit)).toBe(false);
    const spliced = await hit.text();
    expect(dataOf(spliced).fallback[recentKey]!.articles![0]!.slug).toBe(fresh.slug);
    expect(spliced).toContain(`/blog/article/${fresh.slug}`);
    expect(t.app.get(PublicResponseCache).get(`/blog/api/articles/${page!.slug}`)).toBeDefined();
    // The next hit is the stored spliced page; a render from scratch gives the same markup and data.
    expect(await (await get(url)).text()).toBe(spliced);
    // A change of everything: neither memory nor the pages on disk have the page any more.
    t.app.get(PublicCacheInvalidator).invalidate();
    const again = await get(url);
    expect(rendered(again)).toBe(true);
    const html = await again.text();
    // (The article's own view count differs: a stored page keeps the count of its render.)
    expect(recentItems(spliced)).toBe(recentItems(html));
    expect(dataOf(spliced).fallback[recentKey]).toEqual(dataOf(html).fallback[recentKey]);
  });

  it("drops the pages of the new article's category and author, and the lists", async () => {
    const [neighbour] = await unrelatedArticles();
    const mine = await publishArticle(t, writer, `Du même auteur ${Date.now()}`, other.id);
    for (const url of [`/blog/article/${neighbour!.slug}`, `/blog/article/${mine.slug}`, '/blog', `/blog/category/${own.slug}`])
      await get(url);
    const added = await publishArticle(t, writer, `Même catégorie ${Date.now()}`, own.id);
    const neighbourPage = await get(`/blog/article/${neighbour!.slug}`);
    expect(rendered(neighbourPage)).toBe(true);
    expect(await neighbourPage.text()).toContain(added.slug);
    const minePage = await get(`/blog/article/${mine.slug}`);
    expect(rendered(minePage)).toBe(true);
    expect(await (await get(`/blog/category/${own.slug}`)).text()).toContain(added.slug);
    expect(await (await get('/blog')).text()).toContain(added.slug);
  });

  it("re-renders a page once it would list itself among the recent articles, and an edited article's old slug redirects", async () => {
    const [page] = await unrelatedArticles();
    const url = `/blog/article/${page!.slug}`;
    await get(url);
    // Five withdrawals elsewhere bring this article back among the five newest.
    const newest = (await t.api('GET', '/articles?limit=5')).body.articles as { id: number; slug: string; category_id: number }[];
    for (const a of newest) {
      const res = await t.api('PUT', `/articles/${a.id}`, {
        token: admin,
        body: { title: `Retiré ${a.id}`, content: words(60), category_id: a.category_id, status: 'draft' },
      });
      expect(res.status).toBe(200);
    }
    const recent = (await t.api('GET', '/articles?limit=5')).body.articles as { slug: string }[];
    expect(recent.map((a) => a.slug)).toContain(page!.slug);
    const shown = await get(url);
    expect(rendered(shown)).toBe(true);
    const listed = dataOf(await shown.text()).fallback[recentKey]!.articles!.map((a) => a.slug);
    expect(listed).toContain(page!.slug);

    const renamed = await t.api('PUT', `/articles/${(await t.api('GET', `/articles/${page!.slug}`)).body.article.id}`, {
      token: admin,
      body: {
        title: 'Nouveau titre',
        slug: `nouveau-${page!.slug}`,
        content: words(60),
        category_id: own.id,
        status: 'published',
      },
    });
    expect(renamed.status).toBe(200);
    // The cached page of the old address is gone: it now sends readers to the new one.
    const old = await fetch(`${t.origin}${url}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/blog/article/nouveau-${page!.slug}`);
    expect((await get(`/blog/article/nouveau-${page!.slug}`)).status).toBe(200);
  });
});
