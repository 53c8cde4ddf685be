import { approvalSchedule, earliestPublishLocal } from './approve-schedule';

const now = Date.parse('2026-11-23T12:00:00.000Z');

describe('the approve dialog’s publication choice', () => {
  it('publishes now without a date, whatever the field holds', () => {
    expect(approvalSchedule('now', '', now)).toEqual({ publishAt: null, error: null });
    expect(approvalSchedule('now', '2026-11-24T09:00', now)).toEqual({ publishAt: null, error: null });
  });

  it('schedules at the Paris time typed in the field', () => {
    expect(approvalSchedule('later', '2026-11-24T09:00', now)).toEqual({ publishAt: '2026-11-24T08:00:00.000Z', error: null });
    // Summer time: Paris is UTC+2.
    expect(approvalSchedule('later', '2027-07-01T09:00', now).publishAt).toBe('2027-07-01T07:00:00.000Z');
  });

  it('asks for a date when « Programmer » has none', () => {
    expect(approvalSchedule('later', '', now)).toEqual({
      publishAt: null,
      error: "Choisissez la date et l'heure de publication",
    });
    expect(approvalSchedule('later', 'demain', now).error).toBe("Choisissez la date et l'heure de publication");
  });

  it('refuses a time already past, which the server would publish at once', () => {
    expect(approvalSchedule('later', '2026-11-23T13:00', now).error).toBe('Choisissez une date et une heure à venir');
    expect(approvalSchedule('later', '2026-01-01T09:00', now).error).toBe('Choisissez une date et une heure à venir');
    expect(approvalSchedule('later', '2026-11-23T13:01', now).error).toBeNull();
  });

  it('bounds the field at the current minute, Paris time', () => {
    expect(earliestPublishLocal(now)).toBe('2026-11-23T13:00');
  });
});
