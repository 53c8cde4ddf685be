import { formatDateAt, isoToParisLocal, parisLocalToIso } from './format';

describe('Paris time of the scheduling fields', () => {
  it('reads a winter and a summer time as Paris time', () => {
    expect(parisLocalToIso('2026-11-24T09:00')).toBe('2026-11-24T08:00:00.000Z');
    expect(parisLocalToIso('2026-07-14T09:00')).toBe('2026-07-14T07:00:00.000Z');
  });

  it('shows an instant back in the field as the same Paris time', () => {
    expect(isoToParisLocal('2026-11-24T08:00:00.000Z')).toBe('2026-11-24T09:00');
    expect(isoToParisLocal(parisLocalToIso('2027-03-28T03:30')!)).toBe('2027-03-28T03:30');
    expect(formatDateAt('2026-11-24T08:00:00.000Z')).toBe('24 novembre 2026 à 09:00');
  });

  it('refuses what is not a date and time', () => {
    expect(parisLocalToIso('')).toBeNull();
    expect(parisLocalToIso('24/11/2026 09:00')).toBeNull();
  });
});
