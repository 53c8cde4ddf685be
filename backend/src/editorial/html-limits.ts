import { HttpStatus } from '@nestjs/common';
import { ApiError, badRequest } from '../common/http/api-error';
import { articleErrors } from '../i18n/errors';

/**
 * What one article's HTML may weigh before any parser, sanitizer or diff sees it. The longest real
 * guide of the blog is about 60 KB of HTML and 1,500 tags, a few levels deep; these caps leave it three
 * times the room while keeping the sanitizer's work under about 30 ms (links and images cost it most).
 * Checked by a single linear scan that allocates nothing per tag.
 */
export const ARTICLE_HTML_LIMITS = {
  /** Characters of HTML (UTF-16 units, as JavaScript counts them). */
  maxChars: 300_000,
  /** Tags, opening and closing. */
  maxTags: 5_000,
  /** Elements open at once (a `<p>` in a `<li>` in a `<ul>` is three). */
  maxDepth: 100,
} as const;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Throws the French 413 or 400 when `html` is over a limit; returns quietly otherwise. */
export function assertArticleHtmlShape(html: string, limits = ARTICLE_HTML_LIMITS): void {
  if (html.length > limits.maxChars) {
    throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, articleErrors.contentTooLarge(Math.round(limits.maxChars / 1000)));
  }
  let tags = 0;
  let depth = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    const next = html.charCodeAt(at + 1);
    const closing = next === 47; /* / */
    const nameStart = closing ? at + 2 : at + 1;
    const first = html.charCodeAt(nameStart) | 32;
    // Only `<name` and `</name` are tags to a browser; `<` before anything else is text.
    if (first >= 97 && first <= 122) {
      tags += 1;
      if (tags > limits.maxTags) throw badRequest(articleErrors.contentTooManyTags(limits.maxTags));
      let end = nameStart + 1;
      while (end < html.length && isNameChar(html.charCodeAt(end))) end += 1;
      const close = html.indexOf('>', end);
      const selfClosing = close > 0 && html.charCodeAt(close - 1) === 47;
      if (closing) depth = Math.max(0, depth - 1);
      else if (!selfClosing && !VOID.has(html.slice(nameStart, end).toLowerCase())) {
        depth += 1;
        if (depth > limits.maxDepth) throw badRequest(articleErrors.contentTooDeep(limits.maxDepth));
      }
      if (close === -1) return;
      at = html.indexOf('<', close + 1);
    } else at = html.indexOf('<', at + 1);
  }
}

function isNameChar(code: number): boolean {
  const lower = code | 32;
  return (lower >= 97 && lower <= 122) || (code >= 48 && code <= 57) || code === 45;
}
