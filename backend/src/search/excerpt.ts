import { fold, termOf } from './french-analyzer';
import { escapeHtml } from '../common/text/escape-html';

const EXCERPT_LENGTH = 220;
/** Characters of context kept before the first word found. */
const LEAD = 60;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Whether a word of the text is one the query looks for; each distinct word is analysed once per excerpt. */
function matcher(terms: ReadonlySet<string>, prefix: string | null): (word: string) => boolean {
  const seen = new Map<string, boolean>();
  return (word) => {
    const key = word.toLowerCase();
    let found = seen.get(key);
    if (found === undefined) {
      found = (fold(key).match(/[a-z0-9]+/g) ?? []).some((part) => {
        const term = termOf(part);
        return term !== null && (terms.has(term) || (prefix !== null && (term.startsWith(prefix) || part.startsWith(prefix))));
      });
      seen.set(key, found);
    }
    return found;
  };
}

/**
 * About 220 characters of plain text around the first word found, as HTML: the text escaped, then the
 * words whose terms the query has (or whose term begins with `prefix`) wrapped in `<mark>`. Nothing of
 * the text can become markup.
 */
export function highlightedExcerpt(text: string, terms: ReadonlySet<string>, prefix: string | null = null): string {
  const isMatch = matcher(terms, prefix);
  let first: RegExpExecArray | null = null;
  for (const word of text.matchAll(WORD)) {
    if (isMatch(word[0])) {
      first = word;
      break;
    }
  }
  let start = 0;
  if (first && first.index > LEAD) {
    const space = text.indexOf(' ', first.index - LEAD);
    start = space === -1 || space >= first.index ? first.index : space + 1;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const window = text.slice(start, end);
  let html = start > 0 ? '… ' : '';
  let at = 0;
  for (const word of window.matchAll(WORD)) {
    if (!isMatch(word[0])) continue;
    html += `${escapeHtml(window.slice(at, word.index))}<mark>${escapeHtml(word[0])}</mark>`;
    at = word.index + word[0].length;
  }
  html += escapeHtml(window.slice(at).trimEnd());
  return end < text.length ? `${html} …` : html;
}
