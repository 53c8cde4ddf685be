/**
 * Width of a title in the search results' font. Google draws result titles in Arial at 20 px and cuts
 * them, with « … », past about 600 px (the width of the results column on a desktop screen). Arial's
 * advance widths equal Helvetica's (Arial was drawn metric-compatible), so this table is Helvetica's, in
 * thousandths of an em, from Adobe's Core 14 font metrics (`Helvetica.afm`, the AFM files shipped with
 * every PDF reader): accented letters are as wide as their base letter there.
 */
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '<': 584,
  '=': 584,
  '>': 584,
  '?': 556,
  '@': 1015,
  '[': 278,
  '\\': 278,
  ']': 278,
  '^': 469,
  _: 556,
  '`': 333,
  '{': 334,
  '|': 260,
  '}': 334,
  '~': 584,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  '«': 556,
  '»': 556,
  '’': 222,
  '‘': 222,
  '“': 333,
  '”': 333,
  '–': 556,
  '—': 1000,
  '…': 1000,
  œ: 944,
  Œ: 1000,
  æ: 889,
  Æ: 1000,
  '€': 556,
  '°': 400,
  '\u00a0': 278,
  '\u202f': 278,
};
for (const digit of '0123456789') WIDTHS[digit] = 556;

/** Font size of result titles, in CSS pixels. */
export const RESULT_TITLE_FONT_PX = 20;
/** Width past which Google cuts a result title (desktop results column). */
export const RESULT_TITLE_MAX_PX = 600;

function widthOf(ch: string): number {
  const known = WIDTHS[ch];
  if (known !== undefined) return known;
  const base = ch.normalize('NFD')[0] ?? ch;
  // Unknown characters (other scripts, emoji) as a capital M: better too wide than too narrow.
  return WIDTHS[base] ?? 833;
}

/** Width of a text in pixels of the results font. */
export function titleWidthPx(text: string): number {
  let thousandths = 0;
  for (const ch of text) thousandths += widthOf(ch);
  return (thousandths * RESULT_TITLE_FONT_PX) / 1000;
}

/**
 * The title as the results would show it: whole when it fits, else cut at a word boundary with « … »
 * so that the text and the ellipsis fit in `RESULT_TITLE_MAX_PX`.
 */
export function cutTitle(text: string, maxPx = RESULT_TITLE_MAX_PX): { text: string; cut: boolean } {
  if (titleWidthPx(text) <= maxPx) return { text, cut: false };
  const room = maxPx - titleWidthPx(' …');
  let kept = '';
  for (const word of text.split(/(\s+)/)) {
    if (titleWidthPx(kept + word) > room) break;
    kept += word;
  }
  return { text: `${kept.trimEnd()} …`, cut: true };
}
