import { countryName, formatPhone, isValidPhone } from './countries';
import { isValidDate } from './dates';

describe('countries and phones', () => {
  it('accepts real two-letter country codes in any case and rejects others', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('be')).toBe('Belgium');
    expect(countryName('XX')).toBeNull();
    expect(countryName('FRA')).toBeNull();
    expect(countryName('')).toBeNull();
  });

  it('accepts usual phone spellings and rejects text', () => {
    expect(isValidPhone('01 23 45 67 89')).toBe(true);
    expect(isValidPhone('+33.123456789')).toBe(true);
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('call me')).toBe(false);
    expect(isValidPhone('12')).toBe(false);
  });

  it('formats phones as +cc.number like WHMCS', () => {
    expect(formatPhone('01 23 45 67 89', 'FR')).toBe('+33.123456789');
    expect(formatPhone('+33 1 23 45 67 89', 'FR')).toBe('+33.123456789');
    expect(formatPhone('800-555-1234', 'ZZ')).toBe('8005551234');
  });
});

describe('dates', () => {
  it('accepts only existing YYYY-mm-dd dates', () => {
    expect(isValidDate('2025-01-31')).toBe(true);
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('2025-1-31')).toBe(false);
    expect(isValidDate('31/01/2025')).toBe(false);
  });
});
