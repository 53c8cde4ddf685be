import { fold, termOf } from './french-analyzer';

const EXCERPT_LENGTH = 220;
/** Characters of context kept before the first word found. */
const LEAD = 60;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function isMatch(word: string, terms: ReadonlySet<string>): boolean {
  for (const part of fold(word).match(/[a-z0-9]+/g) ?? []) {
    const term = termOf(part);
    if (term !== null && terms.has(term)) return true;
  }
  return false;
}

/**
 * About 220 characters of plain text around the first word found, as HTML: the text escaped, then the
 * words whose terms the query has wrapped in `<mark>`. Nothing of the text can become markup.
 */
export function highlightedExcerpt(text: string, terms: ReadonlySet<string>): string {
  const words = [...text.matchAll(WORD)];
  const first = words.find((w) => isMatch(w[0], terms));
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
  let html = start > 0 ? '… ' : '';
  let at = start;
  for (const word of words) {
    if (word.index < start) continue;
    const wordEnd = word.index + word[0].length;
    if (wordEnd > end) break;
    if (!isMatch(word[0], terms)) continue;
    html += `${escapeHtml(text.slice(at, word.index))}<mark>${escapeHtml(word[0])}</mark>`;
    at = wordEnd;
  }
  html += escapeHtml(text.slice(at, end).trimEnd());
  return end < text.length ? `${html} …` : html;
}
