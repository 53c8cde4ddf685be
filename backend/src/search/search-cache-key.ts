import { MAX_QUERY_LENGTH, queryTerms } from './french-analyzer';

const SEARCH_PATH = '/blog/api/search';
const PARAMS = new Set(['q', 'page', 'category']);

/**
 * The public cache's key of a search answer: the query's terms rather than its spelling, so that
 * « Sécurité des serveurs » and `securite serveur` share one answer. Null when the URL is not a plain
 * search (an unknown or repeated parameter, a page that is not a number): it is then cached, or
 * refused, under its own URL like any other.
 */
export function searchCacheKey(url: string): string | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (path !== SEARCH_PATH && path !== `${SEARCH_PATH}/`) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  } catch {
    return null;
  }
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!PARAMS.has(name) || seen.has(name)) return null;
    seen.add(name);
  }
  const page = params.get('page') ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(page)) return null;
  const category = params.get('category') ?? '';
  const terms = queryTerms((params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
  return `${SEARCH_PATH}?terms=${encodeURIComponent(terms.join(' '))}&page=${page}&category=${encodeURIComponent(category)}`;
}
