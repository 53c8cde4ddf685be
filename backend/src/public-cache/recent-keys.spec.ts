import { RecentKeys } from './recent-keys';

describe('RecentKeys', () => {
  it('says a key was seen only from its second time, and forgets the oldest half past its capacity', () => {
    const keys = new RecentKeys(4);
    expect(keys.seen('a')).toBe(false);
    expect(keys.seen('a')).toBe(true);
    expect(keys.seen('b')).toBe(false);
    expect(keys.seen('c')).toBe(false);
    expect(keys.seen('d')).toBe(false);
    // 'a' and 'b' went to the older half when 'c' came; 'e' pushes them out.
    expect(keys.seen('e')).toBe(false);
    expect(keys.seen('a')).toBe(false);
    expect(keys.seen('e')).toBe(true);
  });
});
