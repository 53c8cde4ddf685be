const WORDS_PER_MINUTE = 200;
const EXCERPT_LENGTH = 150;

/** Text of an HTML fragment: tags removed, entities for spaces folded. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec §5: tags stripped, split on whitespace. */
export function countWords(html: string): number {
  const text = stripTags(html);
  return text ? text.split(/\s+/).length : 0;
}

/** Spec §9: words / 200, rounded up (at least one minute). */
export function readingTime(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** Spec §9: trimmed, cut at 150 characters and followed by an ellipsis when longer. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const trimmed = text.trim();
  return trimmed.length > length ? `${trimmed.slice(0, length).trimEnd()}...` : trimmed;
}
