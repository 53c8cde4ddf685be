import { centsToAmount, listOf, toBool, toCents, toInt, toText } from './whmcs-values';

describe('WHMCS value normalisation', () => {
  it('reads ids sent as strings or numbers and refuses anything else', () => {
    expect(toInt('12')).toBe(12);
    expect(toInt(12)).toBe(12);
    expect(toInt('1.5')).toBeNull();
    expect(toInt('')).toBeNull();
    expect(toInt(null)).toBeNull();
  });

  it('treats the string "false" as false, unlike JavaScript truthiness', () => {
    expect(toBool('false')).toBe(false);
    expect(toBool('true')).toBe(true);
    expect(toBool(1)).toBe(true);
    expect(toBool('1')).toBe(true);
    expect(toBool(undefined)).toBe(false);
  });

  it('parses money into integer cents without float rounding errors', () => {
    expect(toCents('123.45')).toBe(12345);
    expect(toCents('-10.00')).toBe(-1000);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('12')).toBe(1200);
    expect(toCents('$1.00 USD')).toBeNull();
  });

  it('formats cents in the ###.## format AddCredit expects', () => {
    expect(centsToAmount(100)).toBe('1.00');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(123456)).toBe('1234.56');
    expect(() => centsToAmount(-1)).toThrow(RangeError);
  });

  it('unwraps every list shape WHMCS is known to send, including empty ones', () => {
    expect(listOf([{ id: 1 }], 'user')).toEqual([{ id: 1 }]);
    expect(listOf({ credit: [{ id: '1' }] }, 'credit')).toEqual([{ id: '1' }]);
    expect(listOf({ credit: { id: '1' } }, 'credit')).toEqual([{ id: '1' }]);
    expect(listOf({ credit: [] }, 'credit')).toEqual([]);
    expect(listOf(undefined, 'credit')).toEqual([]);
    expect(listOf([], 'credit')).toEqual([]);
  });

  it('decodes the HTML entities WHMCS stores in text fields', () => {
    expect(toText('Dupont &amp; Fils')).toBe('Dupont & Fils');
    expect(toText(42)).toBe('42');
  });
});
