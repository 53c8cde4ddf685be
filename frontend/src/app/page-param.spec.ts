import { canonicalListUrl, MAX_PAGE, readPageParam } from './page-param';
import { dataKeysFor } from './route-data';

describe('readPageParam', () => {
  it.each([
    ['', { kind: 'page', page: 1 }],
    ['?page=2', { kind: 'page', page: 2 }],
    ['?utm_source=x&page=37', { kind: 'page', page: 37 }],
    [`?page=${MAX_PAGE}`, { kind: 'page', page: MAX_PAGE }],
  ])('reads %s as a page', (search, expected) => {
    expect(readPageParam(search)).toEqual(expected);
  });

  it.each([
    ['?page=1', ''],
    ['?page=01', ''],
    ['?page=1&utm_source=x&utm_medium=y', '?utm_source=x&utm_medium=y'],
    ['?page=007', '?page=7'],
  ])('sends %s to its canonical address', (search, canonical) => {
    expect(readPageParam(search)).toEqual({ kind: 'moved', search: canonical });
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=1e3', '?page=', '?page=%202', '?page=2&page=3'])(
    'answers 404 for %s',
    (search) => {
      expect(readPageParam(search)).toEqual({ kind: 'invalid' });
    },
  );

  it('answers 404 above the deepest page the API serves, however long the number', () => {
    expect(readPageParam(`?page=${MAX_PAGE + 1}`)).toEqual({ kind: 'invalid' });
    expect(readPageParam('?page=99999999999999999999999')).toEqual({ kind: 'invalid' });
  });
});

describe('canonicalListUrl', () => {
  it('redirects the numbered lists only: home, category, author', () => {
    expect(canonicalListUrl('/?page=1')).toBe('/');
    expect(canonicalListUrl('/category/minecraft?page=1&utm_source=x')).toBe('/category/minecraft?utm_source=x');
    expect(canonicalListUrl('/auteur/plume?page=02')).toBe('/auteur/plume?page=2');
    expect(canonicalListUrl('/recherche?q=vps&page=1')).toBeNull();
    expect(canonicalListUrl('/article/guide?page=1')).toBeNull();
    expect(canonicalListUrl('/category/minecraft?page=2')).toBeNull();
    expect(canonicalListUrl('/category/minecraft')).toBeNull();
  });

  it('reads no list for a page parameter that names no page', () => {
    expect(dataKeysFor('/category/minecraft?page=abc')).toEqual(dataKeysFor('/nulle-part'));
    expect(dataKeysFor('/auteur/plume?page=0')).toEqual(dataKeysFor('/nulle-part'));
  });
});
