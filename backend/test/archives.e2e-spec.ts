import { startTestApp, type TestApp } from './support/test-app';

/** Numbered, server-rendered pages of the home and category lists, with their links and a real 404 past the end. */
let t: TestApp;
let admin: string;
let category: { id: number; slug: string };

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  admin = await t.login();
  const created = await t.api('POST', '/categories', { token: admin, body: { name: 'Archives Terraria' } });
  expect(created.status).toBe(201);
  category = created.body.category;
  // 26 articles: three pages of 12 in the category.
  for (let i = 1; i <= 26; i++) {
    const res = await t.api('POST', '/articles', {
      token: admin,
      body: {
        title: `Terraria, partie ${i}`,
        content: `<p>Partie ${i} du guide</p>`,
        category_id: category.id,
        status: 'published',
      },
    });
    expect(res.status).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const page = async (path: string) => {
  const res = await fetch(`${t.origin}/blog${path}`);
  return { status: res.status, html: await res.text() };
};

const linkHref = (html: string, rel: string) => new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1];

describe('paginated archives', () => {
  it('renders page 2 of a category with numbered links, prev/next and its own canonical', async () => {
    const { status, html } = await page(`/category/${category.slug}?page=2`);
    expect(status).toBe(200);
    expect(html).toContain('Page 2 sur 3');
    expect(linkHref(html, 'canonical')).toMatch(new RegExp(`/blog/category/${category.slug}\\?page=2$`));
    expect(linkHref(html, 'prev')).toMatch(new RegExp(`/blog/category/${category.slug}$`));
    expect(linkHref(html, 'next')).toMatch(new RegExp(`/blog/category/${category.slug}\\?page=3$`));
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    expect(html).toContain(`href="/blog/category/${category.slug}?page=3"`);
    // Newest first: page 2 holds parts 14 down to 3.
    expect(html).toContain('Terraria, partie 14');
    expect(html).not.toContain('Terraria, partie 15<');
  });

  it('gives the first page no prev link and the last no next link', async () => {
    const first = await page(`/category/${category.slug}`);
    expect(linkHref(first.html, 'prev')).toBeUndefined();
    expect(linkHref(first.html, 'next')).toMatch(/\?page=2$/);
    const last = await page(`/category/${category.slug}?page=3`);
    expect(last.status).toBe(200);
    expect(linkHref(last.html, 'next')).toBeUndefined();
    expect(linkHref(last.html, 'prev')).toMatch(/\?page=2$/);
  });

  it('answers a real 404 past the last page, for a category and for the home page', async () => {
    expect((await page(`/category/${category.slug}?page=4`)).status).toBe(404);
    const home = await page('/?page=999');
    expect(home.status).toBe(404);
    expect(home.html).toContain('Page introuvable');
    expect((await page('/?page=2')).status).toBe(200);
  });
});

/** The page parameter read one way everywhere (frontend app/page-param.ts). */
describe('one address per page of a list', () => {
  const noCache = async (path: string) => {
    const res = await fetch(`${t.origin}/blog${path}`, { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  };
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const noindex = (html: string) => /<meta name="robots" content="noindex"/.test(html);
  let author: string;
  let authorPages: number;

  beforeAll(async () => {
    const listed = await t.api('GET', `/articles?category=${category.slug}&limit=1`);
    author = (await t.api('GET', `/articles/${listed.body.articles[0].slug}`)).body.article.author_username;
    authorPages = (await t.api('GET', `/authors/${author}`)).body.pagination.total_pages;
    expect(authorPages).toBeGreaterThanOrEqual(3);
  });

  it('answers an unknown category with the not-found page, 404 and noindex, every time (never cached as found)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await noCache('/category/categorie-inconnue');
      expect(res.status).toBe(404);
      expect(res.html).toContain('Page introuvable');
      expect(noindex(res.html)).toBe(true);
    }
    expect((await noCache('/category/categorie-inconnue?page=2')).status).toBe(404);
    // Once it exists, the same address shows it: no 404 was kept for it.
    const created = await t.api('POST', '/categories', { token: admin, body: { name: 'Categorie inconnue' } });
    expect(created.body.category.slug).toBe('categorie-inconnue');
    const found = await noCache('/category/categorie-inconnue');
    expect(found.status).toBe(200);
    expect(noindex(found.html)).toBe(false);
  });

  it('sends page 1 spelled out, and a page written with leading zeros, to its one address, the other parameters kept', async () => {
    const lists = ['', `/category/${category.slug}`, `/auteur/${author}`];
    for (const base of lists) {
      expect(await noCache(`${base}?page=1`)).toMatchObject({ status: 301, location: `/blog${base || '/'}` });
      expect(await noCache(`${base}?page=1&utm_source=x&utm_medium=y`)).toMatchObject({
        status: 301,
        location: `/blog${base || '/'}?utm_source=x&utm_medium=y`,
      });
      expect(await noCache(`${base}?page=02`)).toMatchObject({ status: 301, location: `/blog${base || '/'}?page=2` });
    }
  });

  it('answers 404 with noindex for a page parameter that names no page, on every list', async () => {
    const lists = ['/', `/category/${category.slug}`, `/auteur/${author}`];
    for (const base of lists) {
      for (const value of ['0', '-1', 'abc', '1.5', '', '99999999999999999999', '100001']) {
        const res = await noCache(`${base}?page=${value}`);
        expect({ base, value, status: res.status }).toEqual({ base, value, status: 404 });
        expect(res.html).toContain('Page introuvable');
        expect(noindex(res.html)).toBe(true);
      }
    }
  });

  it('answers 404 past the last page of an author', async () => {
    expect((await noCache(`/auteur/${author}?page=${authorPages}`)).status).toBe(200);
    const past = await noCache(`/auteur/${author}?page=${authorPages + 1}`);
    expect(past.status).toBe(404);
    expect(noindex(past.html)).toBe(true);
  });

  it('gives pages 2 and further their own title, and page 1 none', async () => {
    const first = title((await noCache(`/category/${category.slug}`)).html);
    expect(first).toMatch(/^Archives Terraria — Blog /);
    expect(title((await noCache(`/category/${category.slug}?page=2`)).html)).toBe(`${first} – page 2`);
    const home = title((await noCache('/')).html);
    expect(home).not.toContain('page');
    expect(title((await noCache('/?page=2')).html)).toBe(`${home} – page 2`);
    const authorTitle = title((await noCache(`/auteur/${author}`)).html);
    expect(title((await noCache(`/auteur/${author}?page=3`)).html)).toBe(`${authorTitle} – page 3`);
  });
});
