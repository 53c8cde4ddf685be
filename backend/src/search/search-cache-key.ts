import { MAX_SUGGEST_QUERY_LENGTH } from './dto/suggest.dto';
import { fold, MAX_QUERY_LENGTH, parseQuery, queryKey } from './french-analyzer';

const SEARCH_PATH = '/blog/api/search';
const SUGGEST_PATH = '/blog/api/search/suggest';
const PARAMS = new Set(['q', 'page', 'category']);
const SUGGEST_PARAMS = new Set(['q']);

/**
 * The keys of the search URLs asked last, oldest first: a search served from the cache is then a map
 * lookup rather than a parse and an analysis of its query (about a quarter of a hit's time).
 */
const KNOWN_KEYS = 1000;
/** Longer search URLs are analysed every time: remembering them could hold megabytes for an attacker. */
const KNOWN_URL_MAX_LENGTH = 512;
const knownKeys = new Map<string, string | null>();

/**
 * The public cache's key of a search answer: the query's terms rather than its spelling, so that
 * « Sécurité des serveurs » and `securite serveur` share one answer (for suggestions, the words folded). Null when the URL is not a plain
 * search (an unknown or repeated parameter, a page that is not a number): it is then cached, or
 * refused, under its own URL like any other.
 */
export function searchCacheKey(url: string): string | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (path !== SEARCH_PATH && path !== `${SEARCH_PATH}/` && path !== SUGGEST_PATH && path !== `${SUGGEST_PATH}/`) return null;
  if (url.length > KNOWN_URL_MAX_LENGTH) return keyOf(url, at);
  const known = knownKeys.get(url);
  if (known !== undefined) return known;
  const key = keyOf(url, at);
  if (knownKeys.size >= KNOWN_KEYS) knownKeys.delete(knownKeys.keys().next().value!);
  knownKeys.set(url, key);
  return key;
}

function keyOf(url: string, at: number): string | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  } catch {
    return null;
  }
  const suggest = url.startsWith(SUGGEST_PATH);
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!(suggest ? SUGGEST_PARAMS : PARAMS).has(name) || seen.has(name)) return null;
    seen.add(name);
  }
  if (suggest) {
    // Categories and authors are matched on the words as typed, not on their terms.
    const q = fold((params.get('q') ?? '').slice(0, MAX_SUGGEST_QUERY_LENGTH))
      .trim()
      .replace(/\s+/g, ' ');
    return `${SUGGEST_PATH}?q=${encodeURIComponent(q)}`;
  }
  const page = params.get('page') ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(page)) return null;
  const category = params.get('category') ?? '';
  const terms = queryKey(parseQuery((params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH)));
  return `${SEARCH_PATH}?terms=${encodeURIComponent(terms)}&page=${page}&category=${encodeURIComponent(category)}`;
}
