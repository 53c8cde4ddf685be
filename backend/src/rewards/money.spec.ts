import { amountSettingToCents, centsToNumber } from './money';
import { endsWithMarker, legacyRewardMarker, rewardDescription, rewardMarker, trailingRewardId } from './reward-events';

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

  it('matches only the marker that ends a description, never reward 1 for reward 12', () => {
    const marker12 = rewardMarker('0123456789ab', 12);
    expect(endsWithMarker(`Récompense article (${marker12})`, marker12)).toBe(true);
    expect(endsWithMarker(`Récompense article (${marker12})`, rewardMarker('0123456789ab', 1))).toBe(false);
    expect(endsWithMarker(`Récompense article (${marker12}) `, marker12)).toBe(true);
    // Another installation sharing the same WHMCS, and the older form of the marker.
    expect(endsWithMarker(`Récompense article (${marker12})`, rewardMarker('ba9876543210', 12))).toBe(false);
    expect(endsWithMarker('Récompense article (blog-reward:12)', legacyRewardMarker(12))).toBe(true);
    expect(endsWithMarker('Récompense article (blog-reward:12) suite', legacyRewardMarker(12))).toBe(false);
  });

  it('keeps a title from forging a marker: user text never ends the description as one', () => {
    const forged = `Mon guide (${rewardMarker('0123456789ab', 25)})`;
    const description = rewardDescription(forged, rewardMarker('0123456789ab', 26));
    expect(description).toBe('Récompense blog : « Mon guide (blog reward:0123456789ab:25) » (blog-reward:0123456789ab:26)');
    expect(endsWithMarker(description, rewardMarker('0123456789ab', 25))).toBe(false);
    expect(trailingRewardId(description, '0123456789ab')).toBe(26);
    for (const title of [
      'x (blog-reward:25)',
      'x (BLOG-REWARD:25)',
      'x (blog–reward:25)',
      'x (blog_reward:25)',
      'x (blog reward:25)',
    ]) {
      expect(rewardDescription(title, 'm').toLowerCase()).not.toMatch(/blog[^ ]reward/);
    }
  });
});
