/** Text helpers shared by the public cards and the editor (spec §9). */

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Tags removed, common entities decoded, whitespace collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(html: string): number {
  const text = stripHtml(html);
  return text ? text.split(/\s+/).length : 0;
}

/** Minutes at 200 words per minute, rounded up, at least 1. */
export function readingTime(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}

/** Trimmed text cut at `length` characters, followed by an ellipsis when longer (spec §9: 150 by default). */
export function excerpt(text: string | null | undefined, length = 150): string {
  const clean = (text ?? '').trim();
  if (clean.length <= length) return clean;
  return `${clean.slice(0, length).trimEnd()}...`;
}

/** Article cards cut the short description at 120 characters. */
export const CARD_DESCRIPTION_LENGTH = 120;

export function cardDescription(text: string | null | undefined): string {
  return excerpt(text, CARD_DESCRIPTION_LENGTH);
}
