import { cachePolicyFor as policyFor, MAX_CACHED_URL_LENGTH, NOT_FOUND_TTL_MS } from './cacheable-routes';

/** A search module that recognizes `/blog/api/search?q=…` and keys it by its lower-cased query. */
const searchKeyOf = (url: string) => (url.startsWith('/blog/api/search?q=') ? `search:${url.slice(19).toLowerCase()}` : null);
const cachePolicyFor = (url: string) => policyFor(url, searchKeyOf);

describe('cachePolicyFor', () => {
  it.each([
    '/blog/api/articles?limit=12',
    '/blog/api/articles?category=minecraft&page=40',
    '/blog/api/categories',
    '/blog/api/settings',
    '/blog/api/site',
    '/blog/api/contributors/leaderboard',
    '/blog/api/contributors/stats',
    '/blog',
    '/blog/',
    '/blog/?page=2',
    '/blog/category/minecraft',
    '/blog/contributors',
    '/blog/sitemap.xml',
    '/blog/sitemap-archive.xml',
    '/blog/sitemap-archive-3.xml',
    '/blog/page-styles/JJKVi-oZoa5lacoF.css?from=%2F',
  ])('caches the public answer %s', (url) => {
    expect(cachePolicyFor(url)).not.toBeNull();
  });

  it.each([
    '/blog/api/articles/all',
    '/blog/api/articles/edit/3',
    '/blog/api/auth/me',
    '/blog/api/admin/submissions',
    '/blog/api/health',
    '/blog/login',
    '/blog/admin/articles',
    '/blog/admin/queues',
    '/blog/admin/queues/',
    '/blog/admin/queues/api/queues?activeQueue=rewards',
    '/blog/admin/queues/static/js/main.js',
    '/blog/assets/index.js',
    '/blog/page-styles/short.css',
    '/other',
    `/blog/api/articles?category=${'x'.repeat(600)}`,
  ])('never caches %s', (url) => {
    expect(cachePolicyFor(url)).toBeNull();
  });

  it('keeps article answers and pages until the next change, and their 404 briefly, with the slug for views', () => {
    const api = cachePolicyFor('/blog/api/articles/mon-article');
    expect(api?.articleSlug).toBe('mon-article');
    expect(api?.ttlByStatus.get(200)).toBe(Infinity);
    expect(api?.ttlByStatus.get(404)).toBe(NOT_FOUND_TTL_MS);
    expect(cachePolicyFor('/blog/article/%C3%A9t%C3%A9')?.articleSlug).toBe('été');
  });

  it('keeps only 200 answers of lists and pages', () => {
    expect(cachePolicyFor('/blog/api/articles')?.ttlByStatus.has(404)).toBe(false);
    expect(cachePolicyFor('/blog/category/x')?.ttlByStatus.has(404)).toBe(false);
  });

  it('leaves the sitemap and the page stylesheets their own Cache-Control', () => {
    expect(cachePolicyFor('/blog/sitemap.xml')?.cacheControl).toBeNull();
    expect(cachePolicyFor('/blog/page-styles/JJKVi-oZoa5lacoF.css')?.cacheControl).toBeNull();
  });

  it('keeps a search under the key the search module gives, whatever the length of the URL, while that key is short enough', () => {
    expect(cachePolicyFor('/blog/api/search?q=Serveur')?.key).toBe('search:serveur');
    expect(cachePolicyFor('/blog/api/search?q=x')?.ttlByStatus.has(404)).toBe(false);
    const long = `/blog/api/search?q=${'x'.repeat(MAX_CACHED_URL_LENGTH)}`;
    expect(policyFor(long, () => 'search:x')?.key).toBe('search:x');
    expect(policyFor(long, () => `search:${'x'.repeat(MAX_CACHED_URL_LENGTH)}`)).toBeNull();
    expect(policyFor('/blog/api/search?q=serveur', () => null)).toBeNull();
  });
});
