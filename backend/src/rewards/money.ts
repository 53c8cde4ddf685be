import { toCents } from '../billing/whmcs-values';

/** Reward amounts are stored as integer cents; the settings keep them as `"1.00"` strings. */
export function amountSettingToCents(value: string): number {
  const cents = toCents(value);
  if (cents === null || cents < 0) throw new RangeError(`Montant de récompense invalide : ${value}`);
  return cents;
}

/** The JSON number shown for an amount of cents (display only: no arithmetic is done on it). */
export function centsToNumber(cents: number): number {
  return Number(`${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`);
}
