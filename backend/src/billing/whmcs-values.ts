/**
 * WHMCS sends numbers and booleans as strings or as JSON values depending on the action and version
 * (reference §6): every value read from an answer goes through one of these.
 */

/** A non-negative integer id from `"12"` or `12`, else null. */
export function toInt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** `true`, `"true"`, `1`, `"1"` are true; everything else (notably the string `"false"`) is false. */
export function toBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['true', '1'].includes(value.trim().toLowerCase());
  return false;
}

/** A money value (`"123.45"`, `"-10.00"`, `10`) in integer cents, never through float arithmetic on strings. */
export function toCents(value: unknown): number | null {
  const text =
    typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Integer cents as WHMCS's `###.##` amount format. */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Montant invalide : ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A text field, with the HTML entities WHMCS stores for user input decoded. */
export function toText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export type WhmcsRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is WhmcsRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The rows of a list, whatever its wrapper: a flat array (`users[]`), `{credit: [...]}`, `{credit: {...}}`
 * for a single row, or nothing at all for an empty list.
 */
export function listOf(value: unknown, wrapper: string): WhmcsRecord[] {
  const inner = Array.isArray(value) ? value : isRecord(value) ? value[wrapper] : undefined;
  if (Array.isArray(inner)) return inner.filter(isRecord);
  if (isRecord(inner)) return [inner];
  return [];
}
