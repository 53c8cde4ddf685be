import { countTicks } from './stats-format';

describe('countTicks', () => {
  it('gives whole numbers, each once, from 0 up to or past the largest count', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(42)).toEqual([0, 20, 40, 60]);
    expect(countTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
    for (let max = 0; max <= 5000; max += 7) {
      const ticks = countTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
