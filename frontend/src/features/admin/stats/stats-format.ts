import { formatInteger } from '../../../lib/format';
import { frStats } from '../../../i18n/fr-stats';

let monthFormat: Intl.DateTimeFormat | null = null;
let dayFormat: Intl.DateTimeFormat | null = null;
let shortDay: Intl.DateTimeFormat | null = null;

/** « 1 234 vues » (narrow no-break space between thousands, as every count of the site). */
export function formatViews(n: number): string {
  return frStats.views(formatInteger(n), n);
}

/** « novembre 2026 » for a `YYYY-MM` month. */
export function formatMonth(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** « 26 novembre 2026 » for a `YYYY-MM-DD` day (already a Paris day). */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** « 26/11 »: a chart's axis tick. */
export function formatShortDay(day: string): string {
  shortDay ??= new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The ticks of a count axis up to `max`: whole numbers, each once, from 0 by a round step (1, 2, 2.5 or
 * 5 times a power of ten, never under 1), about five of them, the last at or above `max`.
 */
export function countTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / 4;
  let step = 1;
  for (let power = 1; step < rough; power *= 10) {
    step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough && Number.isInteger(s)) ?? 10 * power;
  }
  const ticks = [0];
  while (ticks.at(-1)! < top) ticks.push(ticks.at(-1)! + step);
  return ticks;
}
