/**
 * Dates sent without an offset are Paris wall-clock times, as the interface shows them: one rule for the
 * whole API (see PARIS_DATE_RULE). With an offset (`Z`, `+02:00`), a date is taken as it is.
 */
const WITHOUT_OFFSET = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

const PARIS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Paris's wall clock is ahead of UTC at instant `ms`. */
function parisOffsetMs(ms: number): number {
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)!.value);
  const parts = PARIS.formatToParts(new Date(ms));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant a date string names, or an invalid Date. */
export function parseApiDate(text: string): Date {
  const local = WITHOUT_OFFSET.exec(text.trim());
  if (!local) return new Date(text);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0'] = local;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, Math.floor(Number(`0.${fraction}`) * 1000));
  const check = new Date(wall);
  // Date.UTC rolls a 13th month or a 31st of April over; a date that did not survive as written is none.
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || check.getUTCHours() !== +h || check.getUTCMinutes() !== +mi)
    return new Date(NaN);
  // The offset at the wall time read as UTC is right but near a change of offset; one correction settles it.
  let instant = wall - parisOffsetMs(wall);
  const corrected = wall - parisOffsetMs(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}
