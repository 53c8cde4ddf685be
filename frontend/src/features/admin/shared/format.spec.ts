import { formatDateAt, formatRelative } from './format';

const now = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('back-office dates', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelative(ago(5 * 60), now)).toBe('il y a 5 minutes');
    expect(formatRelative(ago(59 * 60 + 59), now)).toBe('il y a 59 minutes');
    expect(formatRelative(ago(3 * 3600 + 120), now)).toBe('il y a 3 heures');
    expect(formatRelative(ago(3 * 7 * 86400), now)).toBe('il y a 3 semaines');
    expect(formatRelative(ago(400 * 86400), now)).toBe('l’année dernière');
  });

  it('uses the words French uses for yesterday and the day before', () => {
    expect(formatRelative(ago(86400 + 60), now)).toBe('hier');
    expect(formatRelative(ago(2 * 86400 + 60), now)).toBe('avant-hier');
    expect(formatRelative(ago(4 * 86400), now)).toBe('il y a 4 jours');
  });

  it('calls under a minute, and a date slightly ahead of the clock, now', () => {
    expect(formatRelative(ago(30), now)).toBe('maintenant');
    expect(formatRelative(ago(-20), now)).toBe('maintenant');
  });

  it('writes nothing for an invalid date', () => {
    expect(formatRelative('pas une date', now)).toBe('');
    expect(formatDateAt('pas une date')).toBe('');
  });

  it('writes a date and time in long French form, Paris time', () => {
    expect(formatDateAt('2026-11-23T13:32:00Z')).toBe('23 novembre 2026 à 14:32');
    expect(formatDateAt('2026-07-01T06:05:00Z')).toBe('1 juillet 2026 à 08:05');
  });
});
