/**
 * Money as integer cents. Amounts arrive as decimal strings and leave as 2-decimal strings;
 * going through a float would turn "0.29" into 28.999… cents.
 */

/** The format AddCredit accepts, inferred from its "### or ###.##" error message. */
const DECIMAL_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Cents for `"12"`, `"12.3"` or `"12.34"`; null when the text is not in that format. */
export function parseAmountToCents(text: string): number | null {
  if (!DECIMAL_AMOUNT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** `"12.34"`, `"-0.50"`, `"0.00"`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** WHMCS's display form with the currency's prefix and suffix, e.g. `"€12.34 EUR"`. */
export function formatCurrency(cents: number, prefix: string, suffix: string): string {
  const text = formatCents(cents);
  return text.startsWith('-') ? `-${prefix}${text.slice(1)}${suffix}` : `${prefix}${text}${suffix}`;
}
