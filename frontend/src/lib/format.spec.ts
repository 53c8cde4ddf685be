import {
  collectLongDates,
  formatInteger,
  formatLongDate,
  formatMoney,
  formatOneDecimal,
  formatAmount,
  rememberLongDates,
} from './format';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('French formatting', () => {
  it('writes money with two decimals, a comma and a no-break space before the euro sign', () => {
    expect(formatMoney(1)).toBe(`1,00${NBSP}€`);
    expect(formatMoney('2.5')).toBe(`2,50${NBSP}€`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`);
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatMoney(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatInteger(12345)).toBe(`12${NNBSP}345`);
  });

  it('writes integers as the French number format does, by hand for whole numbers', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
    const values = [
      0,
      -0,
      1,
      7,
      42,
      999,
      1000,
      1234,
      99_999,
      100_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      -5,
      -1234,
      2.5,
      1234.6,
    ];
    for (const value of values) expect(formatInteger(value)).toBe(intl.format(value).replace(/[\u00A0 ]/g, NNBSP));
    expect(formatInteger(Number.NaN)).toBe('0');
  });

  it('treats a missing or invalid amount as zero', () => {
    expect(formatMoney(null)).toBe(`0,00${NBSP}€`);
    expect(formatMoney('abc')).toBe(`0,00${NBSP}€`);
  });

  it('writes dates in the long French form in Paris time', () => {
    expect(formatLongDate('2025-03-05T10:00:00Z')).toBe('5 mars 2025');
    expect(formatLongDate('2024-12-31T23:30:00Z')).toBe('1 janvier 2025');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('writes averages with one decimal', () => {
    expect(formatOneDecimal(2.25)).toBe('2,3');
  });

  it('writes an amount in the configured currency, as Intl does in French', () => {
    expect(formatAmount('1.00', 'EUR')).toBe(`1,00${NBSP}€`);
    expect(formatAmount('2.5', 'USD')).toBe(`2,50${NBSP}$US`);
    expect(formatAmount(1234.5, 'GBP')).toBe(`1${NNBSP}234,50${NBSP}£GB`);
    expect(formatAmount(null, 'EUR')).toBe(`0,00${NBSP}€`);
    expect(formatAmount(3, 'XYZ1')).toBe(`3,00${NBSP}XYZ1`);
  });
});

describe('long dates handed from the server render to the browser', () => {
  it('collects the dates a render writes, then stops collecting', () => {
    const { result, dates } = collectLongDates(() => {
      formatLongDate(null);
      return formatLongDate('2025-03-05T10:00:00.000Z');
    });
    expect(result).toBe('5 mars 2025');
    expect(dates).toEqual({ '2025-03-05T10:00:00.000Z': '5 mars 2025' });
    expect(collectLongDates(() => null).dates).toEqual({});
    // A render that throws still stops the collection.
    expect(() =>
      collectLongDates(() => {
        throw new Error('rendu');
      }),
    ).toThrow('rendu');
    expect(collectLongDates(() => null).dates).toEqual({});
  });

  it('collects a date written by an earlier render again, from the same text or another of the same instant', () => {
    collectLongDates(() => formatLongDate('2025-06-01T08:00:00.000Z'));
    const again = collectLongDates(() => [
      formatLongDate('2025-06-01T08:00:00.000Z'),
      formatLongDate('2025-06-01T10:00:00+02:00'),
    ]);
    expect(again.result).toEqual(['1 juin 2025', '1 juin 2025']);
    expect(again.dates).toEqual({ '2025-06-01T08:00:00.000Z': '1 juin 2025' });
  });

  it('gives back what the server wrote for the same instant, without formatting it again', () => {
    rememberLongDates({ '2024-12-31T23:30:00.000Z': '1 janvier 2025 (serveur)' });
    expect(formatLongDate('2024-12-31T23:30:00.000Z')).toBe('1 janvier 2025 (serveur)');
    expect(formatLongDate(new Date('2024-12-31T23:30:00.000Z'))).toBe('1 janvier 2025 (serveur)');
    // Another instant is formatted as usual, in Paris time.
    expect(formatLongDate('2024-12-30T23:30:00.000Z')).toBe('31 décembre 2024');
  });
});
