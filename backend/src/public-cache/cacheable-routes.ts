/*
 * The rules for cacheable URLs, in one place: which public GETs the cache keeps, each status for how
 * long, and the Cache-Control browsers get. A new public route is cached only once it matches here.
 */

/** How one public URL may be cached. */
export interface CachePolicy {
  /** Statuses kept, with how long (ms) each stays; `Infinity` means until the next change. */
  readonly ttlByStatus: ReadonlyMap<number, number>;
  /** The Cache-Control sent to browsers and CDNs, or null to keep the route's own. */
  readonly cacheControl: string | null;
  /** For article pages and answers: the slug, so that hits still count a view. */
  readonly articleSlug?: string;
  /** Addressed by its content: no change makes it stale. */
  readonly immutable?: boolean;
  /** Stored and looked up under this key rather than the URL (a search: its normalized query). */
  readonly key?: string;
}

/**
 * Browsers and CDNs may keep a copy but must ask again each time (cheap with the ETag): a reader
 * never sees a page older than the last answered write.
 */
export const REVALIDATE_ALWAYS = 'public, max-age=0, must-revalidate';
/** An unknown article is remembered briefly, so that scanning random slugs cannot fill the memory for long. */
export const NOT_FOUND_TTL_MS = 30_000;
/** Longer URLs are never cached (but searches, under their normalized query): they are not links anyone shares. */
export const MAX_CACHED_URL_LENGTH = 512;

const OK_ONLY: ReadonlyMap<number, number> = new Map([[200, Infinity]]);
const OK_OR_NOT_FOUND: ReadonlyMap<number, number> = new Map([
  [200, Infinity],
  [404, NOT_FOUND_TTL_MS],
]);

const API_LISTS =
  /^\/blog\/api\/(?:articles|categories|offers\/cards|settings|site|contributors\/leaderboard|contributors\/stats|authors\/[^/?]+)\/?(?:\?|$)/;
const API_ARTICLE = /^\/blog\/api\/articles\/([^/?]+)\/?(?:\?|$)/;
const PAGES = /^\/blog(?:\/|\/category\/[^/?]+\/?|\/contributors\/?|\/recherche\/?|\/auteur\/[^/?]+\/?)?(?:\?|$)/;
const ARTICLE_PAGE = /^\/blog\/article\/([^/?]+)\/?(?:\?|$)/;
const PAGE_STYLES = /^\/blog\/page-styles\/[A-Za-z0-9_-]{16}\.css(?:\?|$)/;
const SEO_DOCUMENTS =
  /^\/blog\/(?:sitemap\.xml|sitemap-archive(?:-\d{1,6})?\.xml|rss\.xml|robots\.txt|(?:category|auteur)\/[^/?]+\/rss\.xml)(?:\?|$)/;

/** The slugs the back office uses under /articles/ for its own (signed-in) reads. */
const NOT_SLUGS = new Set(['all', 'edit']);

/**
 * The key a search URL is cached under (its normalized query), or null for any other URL: given by the
 * search module, which knows how a query is read.
 */
export type SearchKeyOf = (url: string) => string | null;

/** The policy for a GET of this URL, or null when it is not a public, shared answer. */
export function cachePolicyFor(url: string, searchKeyOf: SearchKeyOf): CachePolicy | null {
  const search = searchKeyOf(url);
  if (search !== null && search.length <= MAX_CACHED_URL_LENGTH) {
    return { ttlByStatus: OK_ONLY, cacheControl: REVALIDATE_ALWAYS, key: search };
  }
  if (url.length > MAX_CACHED_URL_LENGTH || !url.startsWith('/blog')) return null;
  if (API_LISTS.test(url) || PAGES.test(url)) return { ttlByStatus: OK_ONLY, cacheControl: REVALIDATE_ALWAYS };
  const apiArticle = API_ARTICLE.exec(url);
  if (apiArticle && !NOT_SLUGS.has(apiArticle[1]!)) {
    return { ttlByStatus: OK_OR_NOT_FOUND, cacheControl: REVALIDATE_ALWAYS, articleSlug: decodeSlug(apiArticle[1]!) };
  }
  const page = ARTICLE_PAGE.exec(url);
  if (page) return { ttlByStatus: OK_OR_NOT_FOUND, cacheControl: REVALIDATE_ALWAYS, articleSlug: decodeSlug(page[1]!) };
  if (PAGE_STYLES.test(url)) return { ttlByStatus: OK_ONLY, cacheControl: null, immutable: true };
  if (SEO_DOCUMENTS.test(url)) return { ttlByStatus: OK_ONLY, cacheControl: null };
  return null;
}

function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
