/**
 * The marks of a diff: words added on green and underlined, words removed on red and struck through,
 * so a change is told by its line as well as by its colour. Text and background reach 4.5:1 or more
 * (diff-colors.spec.ts), whatever the theme around them.
 */
export const DIFF_COLORS = {
  added: { background: '#14532D', text: '#DCFCE7' },
  removed: { background: '#7F1D1D', text: '#FEE2E2' },
} as const;
