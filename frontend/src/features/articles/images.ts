/**
 * Uploaded article images are stored as `<key>.webp` (at most 2000 px wide) with smaller copies
 * `<key>-600w.webp` and `<key>-1000w.webp` beside it when the original is wider (uploads module).
 * An article keeps only the main URL, so the srcset is derived from it; a copy that does not
 * exist (small originals) makes the image fall back to the main URL (see ResponsiveImage).
 */
export const VARIANT_WIDTHS = [600, 1000] as const;
export const MAIN_MAX_WIDTH = 2000;
/** The layout box images are shown in (Open Graph's 1.91:1), so loading them never shifts the page. */
export const FEATURED_SIZE = { width: 1200, height: 630 } as const;

/** Under `/blog/uploads/` on the local disk, or `images/…` at the bucket's public address (S3 storage). */
const UPLOADED = /^(.*\/(?:uploads|images)\/.+?)\.webp$/i;

export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = UPLOADED.exec(url);
  if (!match || /-\d+w$/.test(match[1]!)) return undefined;
  const stem = match[1]!;
  return [...VARIANT_WIDTHS.map((w) => `${stem}-${w}w.webp ${w}w`), `${url} ${MAIN_MAX_WIDTH}w`].join(', ');
}
