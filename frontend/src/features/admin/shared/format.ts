/** Money in the reward's own currency: the shared formatter of lib/format, also used by the public pages. */
export { formatAmount } from '../../../lib/format';

/**
 * Back-office dates. Here rather than in lib/format, which the public pages load first: the formatters
 * below are built on first use, like those of lib/format.
 */
let relative: Intl.RelativeTimeFormat | null = null;
let dateAt: Intl.DateTimeFormat | null = null;

const STEPS: Array<{ unit: Intl.RelativeTimeFormatUnit; seconds: number; below: number }> = [
  { unit: 'second', seconds: 1, below: 60 },
  { unit: 'minute', seconds: 60, below: 60 * 60 },
  { unit: 'hour', seconds: 60 * 60, below: 24 * 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60, below: 7 * 24 * 60 * 60 },
  { unit: 'week', seconds: 7 * 24 * 60 * 60, below: 30 * 24 * 60 * 60 },
  { unit: 'month', seconds: 30 * 24 * 60 * 60, below: 365 * 24 * 60 * 60 },
  { unit: 'year', seconds: 365 * 24 * 60 * 60, below: Infinity },
];

/**
 * « il y a 5 minutes », « hier », « la semaine dernière »: how long ago, in the largest whole unit. Under a
 * minute it is « maintenant »; a date slightly ahead of the browser's clock counts as now. Empty for an
 * invalid date.
 */
export function formatRelative(value: string | Date, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  relative ??= new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
  const elapsed = Math.max(0, (now - time) / 1000);
  const step = STEPS.find((s) => elapsed < s.below) ?? STEPS[STEPS.length - 1]!;
  if (step.unit === 'second') return relative.format(0, 'second');
  return relative.format(-Math.floor(elapsed / step.seconds), step.unit);
}

/** « 23 novembre 2026 à 14:32 », Paris time like every date of the site. Empty for an invalid date. */
export function formatDateAt(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  dateAt ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return dateAt.format(date);
}

let parisParts: Intl.DateTimeFormat | null = null;

/** The Paris wall-clock time of an instant, as if it were UTC (to measure Paris's offset at that instant). */
function parisWallClock(time: number): number {
  parisParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)?.value);
  const parts = parisParts.formatToParts(new Date(time));
  return Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
}

/**
 * A `datetime-local` field's value read as Paris time (« 2026-11-24T09:00 ») → the instant, ISO (UTC).
 * Null when the value is not a date and time.
 */
export function parisLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  let time = asUtc - (parisWallClock(asUtc) - asUtc);
  // Near a change of summer time the offset at the result can differ from the first guess's.
  time = asUtc - (parisWallClock(time) - time);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An instant → the `datetime-local` value showing it in Paris time (« 2026-11-24T09:00 »). */
export function isoToParisLocal(value: string | Date): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(parisWallClock(time)).toISOString().slice(0, 16);
}
