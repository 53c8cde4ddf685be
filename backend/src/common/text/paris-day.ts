const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MINUTE_MS = 60_000;
/** The last minute asked for and its day: every view counted asks, and formatting costs a few microseconds. */
let lastMinute = NaN;
let lastDay = '';

/** `YYYY-MM-DD`: the calendar day in Paris at this instant. */
export function parisDay(at: Date | number = Date.now()): string {
  // Paris changes day on a whole minute (its offsets are whole hours): one minute is one day.
  const minute = Math.floor(+at / MINUTE_MS);
  if (minute !== lastMinute) {
    lastDay = PARIS_DAY.format(at);
    lastMinute = minute;
  }
  return lastDay;
}

/** The Paris day `days` days before `day` (calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - days)).toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;

/** The instant the Paris day of `at` ends (the next midnight in Paris, at UTC+1 or UTC+2). */
export function parisDayEnd(at: Date | number = Date.now()): number {
  const next = daysBefore(parisDay(at), -1);
  const [y, m, d] = next.split('-').map(Number);
  const utcMidnight = Date.UTC(y!, m! - 1, d!);
  const summer = utcMidnight - 2 * HOUR_MS;
  return parisDay(summer) === next ? summer : utcMidnight - HOUR_MS;
}
