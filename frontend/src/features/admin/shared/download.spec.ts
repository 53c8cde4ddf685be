import { fileNameOf } from './download';

describe('a downloaded file’s name', () => {
  it('is the one the answer’s Content-Disposition gives, else the fallback', () => {
    const named = new Response('', {
      headers: { 'Content-Disposition': 'attachment; filename="abonnes-newsletter-2026-11-23.csv"' },
    });
    expect(fileNameOf(named, 'abonnes.csv')).toBe('abonnes-newsletter-2026-11-23.csv');
    expect(fileNameOf(new Response(''), 'abonnes.csv')).toBe('abonnes.csv');
  });
});
