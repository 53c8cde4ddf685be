import { contrastRatio, parseHexColor, relativeLuminance } from '../../../lib/contrast';
import { DIFF_COLORS } from './diff-colors';

const ratio = (a: string, b: string) => contrastRatio(relativeLuminance(parseHexColor(a)!), relativeLuminance(parseHexColor(b)!));

describe('diff marks', () => {
  it.each(Object.entries(DIFF_COLORS))('%s text is readable on its background (WCAG AA, 4.5:1)', (_name, colors) => {
    expect(ratio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  });
});
