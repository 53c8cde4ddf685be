import { matchPublicPath } from './public-route';

/** The deepest page a list serves (the API refuses deeper ones: backend common/http/pagination.ts). */
export const MAX_PAGE = 100_000;

/** What the `page` parameter of a numbered list asks for. */
export type PageParam =
  /** A page to show. */
  | { kind: 'page'; page: number }
  /** A page written otherwise than its canonical form: the list answers 301 to `search` (with its `?`, or empty). */
  | { kind: 'moved'; search: string }
  /** No page: the list answers 404. */
  | { kind: 'invalid' };

/**
 * The `page` query parameter of a numbered list (home, category, author), read alike by the server and
 * the browser. One address per page:
 * - absent: page 1;
 * - written in digits, from 1 to MAX_PAGE: that page; `page=1` (or `01`…) is page 1, whose address has
 *   no `page`, and `007` is `page=7`: both answer 301 to that address, the other parameters kept;
 * - anything else (`0`, `-1`, `abc`, `1.5`, `1e3`, empty, repeated, above MAX_PAGE): 404.
 * A page past the last one is a 404 too, which the page knows once it has read its list.
 */
export function readPageParam(search: string): PageParam {
  const params = new URLSearchParams(search);
  const values = params.getAll('page');
  if (values.length === 0) return { kind: 'page', page: 1 };
  const [value = ''] = values;
  if (values.length > 1 || !/^\d{1,7}$/.test(value)) return { kind: 'invalid' };
  const page = Number(value);
  if (page < 1 || page > MAX_PAGE) return { kind: 'invalid' };
  if (page > 1 && value === String(page)) return { kind: 'page', page };
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const rest = params.toString();
  return { kind: 'moved', search: rest ? `?${rest}` : '' };
}

/** The page number a list shows, or null when its `page` parameter names none (the page answers 404, or has moved). */
export function pageNumberOf(search: string): number | null {
  const param = readPageParam(search);
  return param.kind === 'page' ? param.page : null;
}

/**
 * The address of a numbered public list (home, category, author) whose `page` parameter is written
 * otherwise than its canonical form, or null: the server answers 301 to it. The search page reads its
 * own parameters.
 */
export function canonicalListUrl(url: string): string | null {
  const cut = url.indexOf('?');
  if (cut < 0) return null;
  const path = url.slice(0, cut);
  const page = matchPublicPath(path).page;
  if (page !== 'home' && page !== 'author') return null;
  const param = readPageParam(url.slice(cut));
  return param.kind === 'moved' ? `${path}${param.search}` : null;
}
