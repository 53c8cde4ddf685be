/**
 * Where a person goes back after signing in: the back-office page a notification or an e-mail named,
 * carried in the login page's `?next=`. Only a path of this site's back office is kept; anything that
 * could leave the site (`//host`, `https:`, backslashes, encoded or control characters that browsers
 * read as such) or point elsewhere gives null, and the caller falls back to the dashboard.
 */
const MAX_LENGTH = 2000;
const BACK_OFFICE = /^\/(?:admin|contributor)(?:[/?#]|$)/;
const LOGIN = /^\/(?:admin|contributor)\/login(?:[/?#]|$)/;
const ORIGIN = 'https://return-path.invalid';

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  // Control characters and whitespace are dropped or rewritten by URL parsers (`/\t/evil`); backslashes
  // read as slashes; `%2F`, `%5C` and `%00` decode to the same tricks one step later.
  if (/[\u0000-\u0020\u007f\\]/.test(raw) || /%(?:2f|5c|00|09|0a|0d)/i.test(raw)) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const inside =
    path === '/blog' || path.startsWith('/blog/') || path.startsWith('/blog?') ? path.slice('/blog'.length) || '/' : path;
  if (!BACK_OFFICE.test(inside) || LOGIN.test(inside)) return null;
  return inside;
}

/** The login tab a return path calls for: the customer tab for a contributor's page, « Équipe » for staff pages. */
export function tabForReturnPath(next: string | null): 'client' | 'staff' | null {
  if (!next) return null;
  if (next.startsWith('/contributor')) return 'client';
  if (
    /^\/admin\/(?:submissions\?(?:.*&)?submission=|rewards|articles|categories|users|profile-tags|user-tags|theme|outbox|queues-open)/.test(
      next,
    )
  )
    return 'staff';
  return null;
}
