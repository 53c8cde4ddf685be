import { matchesUserSearch, parseCount } from './user-search';

const jean = { email: 'jean.dupont@example.fr', firstname: 'Jean', lastname: 'Dupont' };

describe('GetUsers search', () => {
  it('matches a prefix of the email, whatever the case', () => {
    expect(matchesUserSearch(jean, 'jean.dup')).toBe(true);
    expect(matchesUserSearch(jean, 'JEAN.DUPONT@EXAMPLE.FR')).toBe(true);
  });

  it('matches a prefix of the first name, last name or full name', () => {
    expect(matchesUserSearch(jean, 'Dup')).toBe(true);
    expect(matchesUserSearch(jean, 'jean d')).toBe(true);
  });

  it('does not match text in the middle of a field', () => {
    expect(matchesUserSearch(jean, 'example.fr')).toBe(false);
    expect(matchesUserSearch(jean, 'pont')).toBe(false);
  });

  it('returns every user for an empty search', () => {
    expect(matchesUserSearch(jean, '')).toBe(true);
  });

  it('reads paging counts and falls back on malformed ones', () => {
    expect(parseCount('10', 25)).toBe(10);
    expect(parseCount(undefined, 25)).toBe(25);
    expect(parseCount('-1', 25)).toBe(25);
    expect(parseCount('abc', 0)).toBe(0);
  });
});
