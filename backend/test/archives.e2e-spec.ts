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
