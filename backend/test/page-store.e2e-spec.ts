import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArticleViewCounter } from '../src/articles/article-view-counter';
import { PageStore } from '../src/public-cache/page-store';
import { PRERENDER_HEADER } from '../src/public-cache/cache-front';
import { PublicResponseCache } from '../src/public-cache/public-response-cache';
import { startTestApp, TestApp } from './support/test-app';
import { publishArticle, words } from './support/articles';

let a: TestApp;
let admin: string;
let storeDir: string;
let categories: { id: number; slug: string }[];

const get = (app: TestApp, path: string, headers: Record<string, string> = {}) => fetch(`${app.origin}${path}`, { headers });
/** A reader without compression, then with each coding the store keeps. */
const CODINGS: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }];
/** Only a rendered page carries the render's Server-Timing. */
const rendered = (res: Response) => res.headers.get('server-timing') !== null;

/** Another API instance on the same database and page store, started now (as after a restart). */
async function another(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const database =
    a.dbKind === 'mariadb' ? { DATABASE_URL: process.env.DATABASE_URL } : { SQLITE_PATH: join(a.dataDir, 'blog.sqlite') };
  return startTestApp({ demo: false, env: { REDIS_URL: undefined, PAGE_STORE_DIR: storeDir, ...database, ...env } });
}

/** A page as a reader gets it from `app`, once stored (the write to disk follows the answer). */
async function storedPage(app: TestApp, path: string): Promise<string> {
  const res = await get(app, path);
  expect(res.status).toBe(200);
  const html = await res.text();
  await app.app.get(PageStore).flush();
  return html;
}

beforeAll(async () => {
  a = await startTestApp({ env: { REDIS_URL: undefined, PAGE_STORE_DIR: undefined } });
  storeDir = join(a.dataDir, 'pages');
  admin = await a.login();
  categories = [];
  for (const name of ['Disque un', 'Disque deux']) {
    categories.push(
      (await a.api('POST', '/categories', { token: admin, body: { name: `${name} ${Date.now()}` } })).body.category,
    );
  }
});
afterAll(() => a?.close());

describe('pages on disk', () => {
  it('serves a page rendered by one instance from disk on an instance started later, byte for byte, without rendering', async () => {
    const article = await publishArticle(a, admin, `Sur disque ${Date.now()}`, categories[0]!.id);
    const path = `/blog/article/${article.slug}`;
    const html = await storedPage(a, path);
    const home = await storedPage(a, '/blog/');
    expect(existsSync(join(storeDir, 'versions.log'))).toBe(true);
    const b = await another();
    try {
      const page = await get(b, path);
      expect(page.status).toBe(200);
      expect(rendered(page)).toBe(false);
      expect(await page.text()).toBe(html);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      const again = await get(b, '/blog/');
      expect(rendered(again)).toBe(false);
      expect(await again.text()).toBe(home);
      // Compressed as stored, with a validator of its own per coding.
      const br = await get(b, path, { 'accept-encoding': 'br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(await br.text()).toBe(html);
    } finally {
      await b.close();
    }
  });

  it('serves readers who ask for a stored page together from its one read, none of them rendering', async () => {
    const article = await publishArticle(a, admin, `Lecteurs ensemble ${Date.now()}`, categories[0]!.id);
    const paths = [`/blog/article/${article.slug}`, `/blog/category/${categories[0]!.slug}`];
    const pages = await Promise.all(paths.map((path) => storedPage(a, path)));
    const b = await another();
    try {
      for (const [index, path] of paths.entries()) {
        const answers = await Promise.all(Array.from({ length: 6 }, () => get(b, path)));
        expect(answers.map(rendered)).toEqual(Array(6).fill(false));
        expect(new Set(await Promise.all(answers.map((res) => res.text())))).toEqual(new Set([pages[index]]));
      }
    } finally {
      await b.close();
    }
  });

  it('serves a page bigger than one read from disk whole', async () => {
    const res = await a.api('POST', '/articles', {
      token: admin,
      body: { title: `Très long ${Date.now()}`, content: words(20_000), category_id: categories[1]!.id, status: 'published' },
    });
    expect(res.status).toBe(201);
    const path = `/blog/article/${res.body.article.slug}`;
    const html = await storedPage(a, path);
    expect(Buffer.byteLength(html)).toBeGreaterThan(128 * 1024);
    const b = await another();
    try {
      const page = await get(b, path);
      expect(rendered(page)).toBe(false);
      expect(await page.text()).toBe(html);
    } finally {
      await b.close();
    }
  });

  it('serves many stored pages read at once each whole and its own, in every coding, with their read buffers reused', async () => {
    const paths: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const article = await publishArticle(a, admin, `Lu en même temps ${i} ${Date.now()}`, categories[i % 2]!.id);
      paths.push(`/blog/article/${article.slug}`);
    }
    const pages = new Map<string, string>();
    for (const path of paths) pages.set(path, await storedPage(a, path));
    const b = await another();
    try {
      // Three rounds: the buffers the first round gave back are those the next rounds read into.
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(
          paths.flatMap((path) =>
            CODINGS.map(async (headers) => {
              const res = await get(b, path, headers);
              return { path, res, text: await res.text() };
            }),
          ),
        );
        for (const { path, res, text } of answers) {
          // The first reader of a page reads it from disk; those who asked at the same time get that read.
          expect(rendered(res)).toBe(false);
          expect(text).toBe(pages.get(path));
        }
        // Read once more: now kept in memory, as copies of the read buffers.
        if (round === 0) expect(b.app.get(PublicResponseCache).stats.entries).toBeGreaterThan(0);
      }
      const store = b.app.get(PageStore);
      const first = await store.get(paths[0]!);
      const second = await store.get(paths[1]!);
      // Two reads at once never share a buffer; one given back is the next one's.
      expect(first!.page.body.buffer).not.toBe(second!.page.body.buffer);
      const buffer = first!.page.body.buffer;
      first!.release();
      first!.release();
      const third = await store.get(paths[2]!);
      expect(third!.page.body.buffer).toBe(buffer);
      expect(third!.page.body.toString('utf8')).toBe(pages.get(paths[2]!));
      const fourth = await store.get(paths[3]!);
      expect(fourth!.page.body.buffer).not.toBe(buffer);
      for (const read of [second, third, fourth]) read!.release();
    } finally {
      await b.close();
    }
  });

  it('renders again a page whose file on disk was cut short, and stores it whole', async () => {
    const article = await publishArticle(a, admin, `Coupé ${Date.now()}`, categories[1]!.id);
    const path = `/blog/article/${article.slug}`;
    const html = await storedPage(a, path);
    const hash = createHash('sha1').update(path).digest('hex');
    const file = join(storeDir, hash.slice(0, 2), `${hash}.page`);
    const size = statSync(file).size;
    truncateSync(file, size - 100);
    const b = await another();
    try {
      const page = await get(b, path);
      expect(page.status).toBe(200);
      expect(rendered(page)).toBe(true);
      // The same page, but for its view count (the render counted one more).
      const title = /<title>[^<]*<\/title>/.exec(html)![0];
      expect(await page.text()).toContain(title);
      await b.app.get(PageStore).flush();
    } finally {
      await b.close();
    }
    // Written whole again (its view count, hence its size, may differ by a digit): served from disk.
    expect(statSync(file).size).toBeGreaterThan(size - 100);
    const c = await another();
    try {
      const page = await get(c, path);
      expect(rendered(page)).toBe(false);
      expect(await page.text()).toContain(/<title>[^<]*<\/title>/.exec(html)![0]);
    } finally {
      await c.close();
    }
  });

  it('never serves a stored page that a change made since shows differently, and keeps the unrelated ones', async () => {
    // Unrelated: another author, another category with enough articles for its suggestions, out of the recent list.
    const redacteur = await a.createUser({ role: 'redacteur' });
    const unrelated = await publishArticle(a, redacteur.token, `Sans rapport ${Date.now()}`, categories[1]!.id);
    for (let i = 0; i < 3; i += 1) await publishArticle(a, redacteur.token, `Voisin ${i} ${Date.now()}`, categories[1]!.id);
    const edited = await publishArticle(a, admin, 'Modifié', categories[0]!.id);
    for (let i = 0; i < 6; i += 1) await publishArticle(a, admin, `Récent ${i} ${Date.now()}`, categories[0]!.id);
    await storedPage(a, `/blog/article/${edited.slug}`);
    await storedPage(a, `/blog/article/${unrelated.slug}`);
    await storedPage(a, '/blog/');
    const title = `Contenu changé ${Date.now()}`;
    const body = {
      title: 'Modifié',
      content: `<p>${title}</p>${words(80)}`,
      category_id: categories[0]!.id,
      status: 'published',
    };
    const put = await a.api('PUT', `/articles/${edited.id}`, { token: admin, body });
    expect(put.status).toBe(200);
    expect(put.body.article.slug).toBe(edited.slug);

    // The writing instance itself: the new title at once.
    expect(await (await get(a, `/blog/article/${edited.slug}`)).text()).toContain(title);
    // An instance started after the change: the edited page and the lists are rendered again, the unrelated page is not.
    const b = await another();
    try {
      const page = await get(b, `/blog/article/${edited.slug}`);
      expect(await page.text()).toContain(title);
      // The lists show the article too (its excerpt): rendered again.
      expect(rendered(await get(b, '/blog/'))).toBe(true);
      const other = await get(b, `/blog/article/${unrelated.slug}`);
      expect(other.status).toBe(200);
      expect(rendered(other)).toBe(false);
    } finally {
      await b.close();
    }
  });

  it('splices the current recent articles into a stored page instead of rendering it again', async () => {
    const redacteur = await a.createUser({ role: 'redacteur' });
    const older = await publishArticle(a, admin, `Plus ancien ${Date.now()}`, categories[0]!.id);
    // Pushed out of the recent articles by six newer ones, so that its page shows them.
    for (let i = 0; i < 6; i += 1) await publishArticle(a, admin, `Poussé ${i} ${Date.now()}`, categories[0]!.id);
    await storedPage(a, `/blog/article/${older.slug}`);
    const newest = await publishArticle(a, redacteur.token, `Le plus récent ${Date.now()}`, categories[1]!.id);
    const b = await another();
    try {
      const page = await get(b, `/blog/article/${older.slug}`);
      expect(rendered(page)).toBe(false);
      const html = await page.text();
      expect(html).toContain(`/blog/article/${newest.slug}`);
      await b.app.get(PageStore).flush();
    } finally {
      await b.close();
    }
  });

  it('reads the changes another instance appended to the shared book, each once, without hearing them', async () => {
    // No message bus between these instances: `b` learns of `a`'s changes from the book alone.
    const b = await another();
    const prerender = { [PRERENDER_HEADER]: '1' };
    try {
      for (let round = 0; round < 2; round += 1) {
        await get(b, '/blog/', prerender);
        await b.app.get(PageStore).flush();
        expect(rendered(await get(b, '/blog/', prerender))).toBe(false);
        await publishArticle(a, admin, `Lu dans le registre ${round} ${Date.now()}`, categories[0]!.id);
        expect(rendered(await get(b, '/blog/', prerender))).toBe(false);
        // Read from the book: the stored home shows an older list, it is rendered again.
        b.app.get(PageStore).catchUp();
        expect(rendered(await get(b, '/blog/', prerender))).toBe(true);
      }
      expect(b.app.get(PageStore).enabled).toBe(true);
    } finally {
      await b.close();
    }
  });

  it('renders into the store for a prerender request without counting a view or filling the memory cache', async () => {
    const article = await publishArticle(a, admin, `Préparé ${Date.now()}`, categories[1]!.id);
    const cache = a.app.get(PublicResponseCache);
    const counter = a.app.get(ArticleViewCounter);
    const path = `/blog/article/${article.slug}`;
    const res = await get(a, path, { [PRERENDER_HEADER]: '1' });
    expect(res.status).toBe(200);
    expect(rendered(res)).toBe(true);
    await a.app.get(PageStore).flush();
    expect(cache.get(path)).toBeUndefined();
    expect(counter.pendingFor(article.id)).toBe(0);
    // Asked again by the prerender: already there, nothing to render.
    expect(rendered(await get(a, path, { [PRERENDER_HEADER]: '1' }))).toBe(false);
    // A reader gets it from disk, and that view counts.
    const read = await get(a, path);
    expect(rendered(read)).toBe(false);
    expect(counter.pendingFor(article.id)).toBe(1);
  });

  it('keeps only public pages: no API answers, no signed-in reads, no other query strings', async () => {
    const store = a.app.get(PageStore);
    expect(store.stores('/blog/article/un-article')).toBe(true);
    expect(store.stores('/blog/category/jeux?page=3')).toBe(true);
    expect(store.stores('/blog/category/jeux?page=3&utm_source=x')).toBe(false);
    expect(store.stores('/blog/api/articles?limit=12')).toBe(false);
    expect(store.stores('/blog/sitemap.xml')).toBe(false);
    const files = () => readdirSync(storeDir, { recursive: true }).length;
    const before = files();
    await get(a, '/blog/?utm_source=lettre');
    await store.flush();
    expect(files()).toBe(before);
  });

  it('serves no stored page to an instance built or configured differently (a deployment)', async () => {
    await storedPage(a, '/blog/');
    const e = await another({ BRAND_NAME: 'Autre Marque' });
    try {
      const home = await get(e, '/blog/');
      expect(rendered(home)).toBe(true);
      expect(await home.text()).toContain('Autre Marque');
    } finally {
      await e.close();
    }
  });

  it('begins a new book in a directory that missed a change another process made (a directory not shared)', async () => {
    await storedPage(a, '/blog/');
    const copy = join(mkdtempSync(join(tmpdir(), 'pages-copy-')), 'pages');
    cpSync(storeDir, copy, { recursive: true });
    const article = await publishArticle(a, admin, `Pendant l'arrêt ${Date.now()}`, categories[1]!.id);
    // An instance whose directory is the copy, started after the change: its book does not have it.
    const d = await another({ PAGE_STORE_DIR: copy });
    try {
      const home = await get(d, '/blog/');
      expect(rendered(home)).toBe(true);
      expect(await home.text()).toContain(article.slug);
      await d.app.get(PageStore).flush();
    } finally {
      await d.close();
    }
    // Its new book is trusted by the next start: the page rendered into it is served as stored.
    const again = await another({ PAGE_STORE_DIR: copy });
    try {
      expect(rendered(await get(again, '/blog/'))).toBe(false);
    } finally {
      await again.close();
      rmSync(join(copy, '..'), { recursive: true, force: true });
    }
  });

  it('never gives a database the pages stored for another one: a new or restored database starts a new book', async () => {
    const article = await publishArticle(a, admin, `Autre base ${Date.now()}`, categories[0]!.id);
    await storedPage(a, `/blog/article/${article.slug}`);
    await storedPage(a, '/blog/');
    // A fresh database (its own demo data) on the same directory: nothing stored before is valid for it.
    const c = await startTestApp({ env: { REDIS_URL: undefined, PAGE_STORE_DIR: storeDir } });
    try {
      const home = await get(c, '/blog/');
      expect(rendered(home)).toBe(true);
      expect(await home.text()).not.toContain(article.slug);
      expect((await get(c, `/blog/article/${article.slug}`)).status).toBe(404);
    } finally {
      await c.close();
    }
  });
});
