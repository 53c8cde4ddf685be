import { initials } from './initials';
import { passwordStrength, strengthLabel } from './password-strength';

describe('password strength', () => {
  it('adds one point per rule of spec §5', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abcdefghijkl')).toBe(2);
    expect(passwordStrength('Abcdefghijkl')).toBe(3);
    expect(passwordStrength('Abcdefghijk1')).toBe(4);
    expect(passwordStrength('Abcdefghij1!')).toBe(5);
    expect(passwordStrength('a1!')).toBe(2);
  });

  it('names each score with the spec’s labels', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => strengthLabel(s as 0 | 1 | 2 | 3 | 4 | 5))).toEqual([
      'Très faible',
      'Faible',
      'Moyen',
      'Bon',
      'Excellent',
      'Très sécurisé',
    ]);
  });
});

describe('avatar initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Jean Pierre Dupont')).toBe('JD');
    expect(initials('marie curie')).toBe('MC');
  });

  it('takes the first two characters of a single word', () => {
    expect(initials('gamer42')).toBe('GA');
    expect(initials('Élodie')).toBe('ÉL');
  });

  it('falls back to the email, then to « ? »', () => {
    expect(initials(null, 'contact@example.com')).toBe('CO');
    expect(initials('   ', '')).toBe('?');
    expect(initials(undefined, undefined)).toBe('?');
  });
});
