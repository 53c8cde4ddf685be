/** WHMCS date formats. UTC, so tests do not depend on the machine's time zone. */

/** `YYYY-mm-dd`. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `YYYY-mm-dd HH:ii:ss`. */
export function nowDateTime(now: Date = new Date()): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** True for an existing calendar date written `YYYY-mm-dd` (rejects 2025-02-30). */
export function isValidDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
