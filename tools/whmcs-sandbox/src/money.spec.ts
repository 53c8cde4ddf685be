import { formatCents, formatCurrency, parseAmountToCents } from './money';

describe('money', () => {
  it('reads whole and decimal amounts into exact integer cents', () => {
    expect(parseAmountToCents('12')).toBe(1200);
    expect(parseAmountToCents('12.3')).toBe(1230);
    expect(parseAmountToCents('12.34')).toBe(1234);
    expect(parseAmountToCents('0.29')).toBe(29);
    expect(parseAmountToCents('0')).toBe(0);
  });

  it('rejects amounts outside the "### or ###.##" format', () => {
    for (const bad of ['', '1.234', '-5', '+5', '1,50', '.5', '5.', 'abc', '1e3', ' 5', '5 ', '1.2.3']) {
      expect(parseAmountToCents(bad)).toBeNull();
    }
  });

  it('rejects amounts too large to count exactly', () => {
    expect(parseAmountToCents('99999999999999999999')).toBeNull();
  });

  it('prints balances with two decimals, including negatives', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(1234)).toBe('12.34');
    expect(formatCents(-50)).toBe('-0.50');
    expect(formatCents(-1000)).toBe('-10.00');
  });

  it('adds WHMCS currency prefix and suffix for display strings', () => {
    expect(formatCurrency(1234, '€', ' EUR')).toBe('€12.34 EUR');
    expect(formatCurrency(-50, '€', ' EUR')).toBe('-€0.50 EUR');
  });

  it('adds cents without float drift', () => {
    const total = [parseAmountToCents('0.1'), parseAmountToCents('0.2')].reduce((a, b) => (a ?? 0) + (b ?? 0), 0);
    expect(formatCents(total ?? 0)).toBe('0.30');
  });
});
