import { contrastRatio, parseHexColor, readableTextColor, relativeLuminance } from './contrast';

const ratioOf = (background: string, text: string) =>
  contrastRatio(relativeLuminance(parseHexColor(background)!), relativeLuminance(parseHexColor(text)!));

describe('readable text on a colour an admin picks', () => {
  it('computes WCAG luminance and contrast like the reference values', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(ratioOf('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    // The sidebar heading of the issue: #6B7280 on #1E2530.
    expect(ratioOf('#1E2530', '#6B7280')).toBeCloseTo(3.18, 1);
  });

  it('puts black text on light colours and white text on dark ones', () => {
    expect(readableTextColor('#FACC15')).toBe('#000000');
    expect(readableTextColor('#22C55E')).toBe('#000000');
    expect(readableTextColor('#F97316')).toBe('#000000');
    expect(readableTextColor('#1E3A8A')).toBe('#FFFFFF');
    expect(readableTextColor('#7E22CE')).toBe('#FFFFFF');
    expect(readableTextColor('#000')).toBe('#FFFFFF');
    expect(readableTextColor('#fff')).toBe('#000000');
  });

  it('reaches 4.5:1 whatever colour is picked', () => {
    for (let r = 0; r <= 255; r += 15) {
      for (let g = 0; g <= 255; g += 15) {
        for (let b = 0; b <= 255; b += 15) {
          const background = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(ratioOf(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('falls back to white text for a value that is not a hex colour', () => {
    expect(parseHexColor('rouge')).toBeNull();
    expect(readableTextColor('rgb(0, 0, 0)')).toBe('#FFFFFF');
  });
});
