import { parseApiDate } from './paris-time';

describe('dates sent to the API', () => {
  it('reads a date with an offset as it is', () => {
    expect(parseApiDate('2030-06-01T10:00:00Z').toISOString()).toBe('2030-06-01T10:00:00.000Z');
    expect(parseApiDate('2030-06-01T10:00:00+02:00').toISOString()).toBe('2030-06-01T08:00:00.000Z');
  });

  it('reads a date without an offset at Paris time, summer and winter, whatever the server zone', () => {
    expect(parseApiDate('2030-06-01T10:00:00').toISOString()).toBe('2030-06-01T08:00:00.000Z');
    expect(parseApiDate('2030-01-15T10:00').toISOString()).toBe('2030-01-15T09:00:00.000Z');
    expect(parseApiDate('2030-01-15').toISOString()).toBe('2030-01-14T23:00:00.000Z');
    // The last Sunday of March at 03:30 Paris (clocks went from 02:00 to 03:00 that night).
    expect(parseApiDate('2030-03-31T03:30:00').toISOString()).toBe('2030-03-31T01:30:00.000Z');
    // The last Sunday of October, after the change back.
    expect(parseApiDate('2030-10-27T12:00:00').toISOString()).toBe('2030-10-27T11:00:00.000Z');
  });

  it('gives an invalid date for what is not a date', () => {
    expect(Number.isNaN(parseApiDate('pas une date').getTime())).toBe(true);
    expect(Number.isNaN(parseApiDate('2030-13-45T99:00').getTime())).toBe(true);
  });
});
