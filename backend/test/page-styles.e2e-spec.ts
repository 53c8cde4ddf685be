import { startTestApp, TestApp } from './support/test-app';

let first: TestApp;
let second: TestApp;

/** The page's link to its component styles: href and the names the browser's emotion cache is given. */
function stylesLink(html: string): { href: string; names: string[] } {
  const match = /<link rel="stylesheet" href="([^"]+)" id="page-styles" data-names="([^"]*)">/.exec(html);
  if (!match) throw new Error('lien vers les styles de la page absent');
  return { href: match[1]!.replace(/&amp;/g, '&'), names: match[2]!.split(' ').filter(Boolean) };
}

beforeAll(async () => {
  first = await startTestApp({ env: { REDIS_URL: undefined } });
  second = await startTestApp({ env: { REDIS_URL: undefined } });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('component styles of the server-rendered pages', () => {
  it('are linked as a stylesheet, not written into the page, and hold every style the page names', async () => {
    const html = await (await fetch(`${first.origin}/blog/`)).text();
    expect(html).not.toContain('<style id="page-styles"');
    const { href, names } = stylesLink(html);
    expect(href).toMatch(/^\/blog\/page-styles\/[A-Za-z0-9_-]{16}\.css\?from=%2F$/);
    expect(names.length).toBeGreaterThan(20);

    const sheet = await fetch(`${first.origin}${href}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await sheet.text();
    for (const name of names.filter((n) => n !== '0')) expect(css).toContain(`.css-${name}`);
  });

  it('are shared by pages that look alike, and an article page links its own', async () => {
    const home = stylesLink(await (await fetch(`${first.origin}/blog/`)).text());
    const again = stylesLink(await (await fetch(`${first.origin}/blog/?page=1`)).text());
    expect(again.href.split('?')[0]).toBe(home.href.split('?')[0]);
    const list = (await first.api('GET', '/articles?limit=1')).body.articles as { slug: string }[];
    const article = stylesLink(await (await fetch(`${first.origin}/blog/article/${list[0]!.slug}`)).text());
    expect(article.href).toContain(`?from=${encodeURIComponent(`/article/${list[0]!.slug}`)}`);
    expect((await fetch(`${first.origin}${article.href}`)).status).toBe(200);
  });

  it('are served compressed to a browser that accepts it', async () => {
    const { href } = stylesLink(await (await fetch(`${first.origin}/blog/`)).text());
    const plain = await (await fetch(`${first.origin}${href}`, { headers: { 'accept-encoding': 'identity' } })).text();
    const res = await fetch(`${first.origin}${href}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(plain);
  });

  it('are served by an instance that has not rendered the page yet, from the page the link names', async () => {
    const { href } = stylesLink(await (await fetch(`${first.origin}/blog/`)).text());
    const css = await (await fetch(`${first.origin}${href}`)).text();
    const fromOther = await fetch(`${second.origin}${href}`);
    expect(fromOther.status).toBe(200);
    expect(await fromOther.text()).toBe(css);
  });

  it('answer 404 without caching for an unknown stylesheet, whatever page is named', async () => {
    for (const path of [
      '/blog/page-styles/AAAAAAAAAAAAAAAA.css',
      '/blog/page-styles/AAAAAAAAAAAAAAAA.css?from=%2F',
      '/blog/page-styles/x.css?from=%2F%2Fevil.example',
    ]) {
      const res = await fetch(`${first.origin}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
