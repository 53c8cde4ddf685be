import { LruByteCache } from './lru-byte-cache';

const value = (bytes: number) => ({ bytes });

describe('LruByteCache', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const cache = new LruByteCache<{ bytes: number }>(250);
    cache.set('a', value(99));
    cache.set('b', value(99));
    cache.get('a');
    cache.set('c', value(99));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(250);
  });

  it('refuses a value larger than the whole budget without dropping the others', () => {
    const cache = new LruByteCache<{ bytes: number }>(100);
    cache.set('a', value(10));
    expect(cache.set('huge', value(1000))).toBe(false);
    expect(cache.get('a')).toBeDefined();
  });

  it('counts a replaced value once', () => {
    const cache = new LruByteCache<{ bytes: number }>(1000);
    cache.set('a', value(100));
    cache.set('a', value(50));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(51);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
