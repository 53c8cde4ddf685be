import type { AnswerScope } from './answer-scope';
import { PageVersions, parseVersionEntry } from './page-versions';

const article = (slug: string, categoryId: number, authorId: number): AnswerScope => ({
  kind: 'article',
  slug,
  categoryId,
  authorId,
  recent: null,
});

function started(): PageVersions {
  const versions = new PageVersions();
  versions.apply({ epoch: 'e1' });
  return versions;
}

describe('PageVersions', () => {
  it('keeps a page exact until a change touches what it shows, as the memory cache drops it', () => {
    const versions = started();
    const page = versions.snapshot(article('a', 1, 10));
    const list = versions.snapshot({ kind: 'global' });
    versions.apply({ id: 'x', change: { articles: [{ slug: 'b', categoryId: 2, authorId: 20 }] } });
    expect(versions.current(page)).toBe(true);
    expect(versions.current(list)).toBe(false);
    versions.apply({ id: 'y', change: { articles: [{ slug: 'c', categoryId: 1, authorId: 20 }] } });
    expect(versions.current(page)).toBe(false);
  });

  it('moves the author and the slug of an article change, and nothing but the lists for a lists change', () => {
    const versions = started();
    const byAuthor = versions.snapshot(article('a', 1, 10));
    const bySlug = versions.snapshot(article('b', 2, 20));
    const untouched = versions.snapshot(article('c', 3, 30));
    versions.apply({ id: 'x', change: { articles: [{ slug: 'b', categoryId: null, authorId: 10 }] } });
    expect([versions.current(byAuthor), versions.current(bySlug), versions.current(untouched)]).toEqual([false, false, true]);
    const list = versions.snapshot({ kind: 'global' });
    versions.apply({ id: 'y', change: { lists: true } });
    expect(versions.current(untouched)).toBe(true);
    expect(versions.current(list)).toBe(false);
  });

  it('makes every page stale on a change of everything, and on a new epoch', () => {
    const versions = started();
    const page = versions.snapshot(article('a', 1, 10));
    versions.apply({ id: 'x', change: {} });
    expect(versions.current(page)).toBe(false);
    const later = versions.snapshot(article('a', 1, 10));
    versions.apply({ epoch: 'e2' });
    expect(versions.current(later)).toBe(false);
  });

  it('agrees between processes that heard the same changes in another order, and counts a change heard twice once', () => {
    const changes = [
      { id: 'x', change: { articles: [{ slug: 'a', categoryId: 1, authorId: 10 }] } },
      { id: 'y', change: { articles: [{ slug: 'b', categoryId: 1, authorId: 20 }] } },
    ];
    const one = started();
    const other = started();
    changes.forEach((c) => one.apply(c));
    [...changes].reverse().forEach((c) => other.apply(c));
    expect(other.apply(changes[0]!)).toBe(false);
    const page = one.snapshot(article('c', 1, 30));
    expect(other.current(page)).toBe(true);
    // Before the second change, the page was another version.
    const before = started();
    before.apply(changes[0]!);
    expect(one.current(before.snapshot(article('c', 1, 30)))).toBe(false);
  });

  it('refuses a page without an epoch, and reads only well-formed lines of the book', () => {
    expect(started().current([['any', '']])).toBe(false);
    expect(parseVersionEntry('{"epoch":"e"}')).toEqual({ epoch: 'e' });
    expect(parseVersionEntry('{"id":"x","change":{"lists":true}}')).toEqual({ id: 'x', change: { lists: true } });
    expect(parseVersionEntry('{"id":"x","chan')).toBeNull();
    expect(parseVersionEntry('{"id":3}')).toBeNull();
  });
});
