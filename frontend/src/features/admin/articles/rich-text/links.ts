/**
 * Spec §5: the editor's link rule, the same as the server's allow-list (`isAllowedLink` in the article
 * HTML sanitizer): http and https to a host, mailto and tel, same-site paths and in-page anchors. Both
 * are checked against the one list of test vectors in `test-vectors/links.json`.
 */

const MAIL_AND_PHONE = ['mailto:', 'tel:'];
/** An http(s) address names a host: `https:` alone or `https:/x` is not a link to anywhere. */
const ABSOLUTE_HTTP = /^https?:\/\/[^\s/\\?#]+/i;

/** Browsers ignore tabs, newlines and other control characters inside a URL scheme (`java\tscript:`). */
function normalizeUrl(raw: string | null): string {
  return (raw ?? '').replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').trim();
}

/** The link's address when the rule allows it; anything else becomes a blank link. */
export function safeHref(raw: string | null): string {
  const href = normalizeUrl(raw);
  if (!href) return 'about:blank';
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*:)/.exec(href)?.[1]?.toLowerCase();
  // `//host` and `/\host` are read by browsers as links to another site with the page's scheme.
  if (!scheme) return /^\/(?![/\\])/.test(href) || href.startsWith('#') ? href : 'about:blank';
  if (MAIL_AND_PHONE.includes(scheme)) return href;
  return (scheme === 'http:' || scheme === 'https:') && ABSOLUTE_HTTP.test(href) ? href : 'about:blank';
}
