import { emailLookalikeKey, normalizeEmail } from './email';

describe('e-mail normalisation', () => {
  it('trims, composes and lower-cases once, and is stable when applied again', () => {
    const decomposed = '  E\u0301lodie@Exemple.FR ';
    expect(normalizeEmail(decomposed)).toBe('élodie@exemple.fr');
    expect(normalizeEmail(normalizeEmail(decomposed))).toBe('élodie@exemple.fr');
  });

  it('gives every look-alike spelling of an address one counting key', () => {
    const key = emailLookalikeKey('admin@demo.local');
    for (const variant of [
      'ádmin@demo.local',
      'a\u0301dmin@demo.local',
      'ＡＤＭＩＮ@demo.local',
      'ad\u00ADmin@demo.local',
      ' ADMIN@DEMO.LOCAL ',
    ]) {
      expect(emailLookalikeKey(variant)).toBe(key);
    }
    expect(emailLookalikeKey('admin2@demo.local')).not.toBe(key);
  });
});
