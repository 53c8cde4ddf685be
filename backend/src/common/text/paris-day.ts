const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD`: the calendar day in Paris at this instant. */
export function parisDay(at: Date | number = Date.now()): string {
  return PARIS_DAY.format(at);
}

/** The Paris day `days` days before `day` (calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - days)).toISOString().slice(0, 10);
}
