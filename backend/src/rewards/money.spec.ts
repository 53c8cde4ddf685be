import { amountSettingToCents, centsToNumber } from './money';
import { carriesMarker } from './reward-events';

describe('reward money and markers', () => {
  it('turns the amount setting into integer cents', () => {
    expect(amountSettingToCents('1.00')).toBe(100);
    expect(amountSettingToCents('0.10')).toBe(10);
    expect(amountSettingToCents('19.99')).toBe(1999);
    expect(() => amountSettingToCents('-1')).toThrow(RangeError);
  });

  it('shows cents as a two-decimal number', () => {
    expect(centsToNumber(100)).toBe(1);
    expect(centsToNumber(1999)).toBe(19.99);
    expect(centsToNumber(5)).toBe(0.05);
  });

  it('finds a reward marker in a credit description without confusing reward 1 with reward 12', () => {
    expect(carriesMarker('Récompense article (blog-reward:12)', 12)).toBe(true);
    expect(carriesMarker('Récompense article (blog-reward:12)', 1)).toBe(false);
    expect(carriesMarker('blog-reward:1', 1)).toBe(true);
    expect(carriesMarker('other-blog-reward:1', 1)).toBe(false);
  });
});
