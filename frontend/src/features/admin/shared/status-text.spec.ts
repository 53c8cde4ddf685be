import { statusText } from './status-text';

describe('status names of the back office', () => {
  it('reads a scheduled item with its publication date, Paris time', () => {
    expect(statusText('approved', '2026-11-24T08:00:00.000Z')).toBe('Programmé pour le 24 novembre 2026 à 09:00');
    // Summer time: Paris is UTC+2.
    expect(statusText('approved', '2026-07-01T07:30:00.000Z')).toBe('Programmé pour le 1 juillet 2026 à 09:30');
  });

  it('says « Programmé » alone when the date is missing or invalid', () => {
    expect(statusText('approved')).toBe('Programmé');
    expect(statusText('approved', null)).toBe('Programmé');
    expect(statusText('approved', 'pas une date')).toBe('Programmé');
  });

  it('ignores the date of any other status', () => {
    expect(statusText('published', '2026-11-24T08:00:00.000Z')).toBe('Publié');
    expect(statusText('pending', null)).toBe('En attente');
    expect(statusText('draft')).toBe('Brouillon');
    expect(statusText('rejected')).toBe('Rejeté');
  });
});
