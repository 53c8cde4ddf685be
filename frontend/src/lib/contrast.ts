/**
 * Readable text on a colour an admin picks (category and tag badges): WCAG 2.x relative luminance and
 * contrast ratio, and whichever of black or white contrasts more with the background. One of the two
 * always reaches 4.5:1 (the worst case, a mid grey, still gives about 4.58:1).
 */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#RGB` or `#RRGGBB` to 0–255 channels; null for anything else. */
export function parseHexColor(color: string): [number, number, number] | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export const BLACK_TEXT = '#000000';
export const WHITE_TEXT = '#FFFFFF';

/**
 * Luminance at which black and white text contrast equally: (L + 0.05) / 0.05 = 1.05 / (L + 0.05).
 * Comparing with it picks the same colour as comparing both contrast ratios.
 */
const EQUAL_CONTRAST_LUMINANCE = Math.sqrt(1.05 * 0.05) - 0.05;

/** Black or white, whichever is more readable on `background`; white for a colour that cannot be read. */
export function readableTextColor(background: string): typeof BLACK_TEXT | typeof WHITE_TEXT {
  const rgb = parseHexColor(background);
  return rgb && relativeLuminance(rgb) >= EQUAL_CONTRAST_LUMINANCE ? BLACK_TEXT : WHITE_TEXT;
}
