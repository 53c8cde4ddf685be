/** Money in the reward's own currency: the shared formatter of lib/format, also used by the public pages. */
export { formatAmount } from '../../lib/format';

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
