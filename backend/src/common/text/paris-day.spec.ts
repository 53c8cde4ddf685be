import { daysBefore, parisDay, parisDayEnd } from './paris-day';

describe('parisDay', () => {
  it('gives the Paris calendar day, summer and winter, around Paris midnight', () => {
    // Summer (UTC+2): midnight in Paris is 22:00 UTC the day before.
    expect(parisDay(Date.parse('2030-06-01T21:59:59.999Z'))).toBe('2030-06-01');
    expect(parisDay(Date.parse('2030-06-01T22:00:00Z'))).toBe('2030-06-02');
    // Winter (UTC+1).
    expect(parisDay(new Date('2030-01-15T22:59:59Z'))).toBe('2030-01-15');
    expect(parisDay(new Date('2030-01-15T23:00:00Z'))).toBe('2030-01-16');
  });

  it('answers each instant for itself, asked in any order within and across minutes', () => {
    const before = Date.parse('2030-06-01T21:59:30Z');
    const after = Date.parse('2030-06-01T22:00:10Z');
    expect([before, after, before, before + 20_000, after, after + 30_000].map((at) => parisDay(at))).toEqual([
      '2030-06-01',
      '2030-06-02',
      '2030-06-01',
      '2030-06-01',
      '2030-06-02',
      '2030-06-02',
    ]);
  });

  it('counts calendar days back', () => {
    expect(daysBefore('2030-03-01', 1)).toBe('2030-02-28');
  });
});

describe('parisDayEnd', () => {
  it('is the next midnight in Paris, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(new Date(parisDayEnd(Date.parse('2026-01-15T12:00:00Z'))).toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(new Date(parisDayEnd(Date.parse('2026-07-15T12:00:00Z'))).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // 23:30 UTC on 15 January is already 16 January in Paris.
    expect(new Date(parisDayEnd(Date.parse('2026-01-15T23:30:00Z'))).toISOString()).toBe('2026-01-16T23:00:00.000Z');
    // The day the clocks go forward ends at 22:00 UTC.
    expect(new Date(parisDayEnd(Date.parse('2026-03-29T08:00:00Z'))).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
