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

  it('keeps what readers ask for again while a crawler asks once for many more pages than fit', () => {
    const cache = new LruByteCache<{ bytes: number }>(1000);
    for (const key of ['accueil', 'article-lu']) {
      cache.set(key, value(99));
      cache.get(key);
    }
    for (let i = 0; i < 500; i += 1) cache.set(`/blog/article/${i}`, value(99));
    expect(cache.get('accueil')).toBeDefined();
    expect(cache.get('article-lu')).toBeDefined();
    expect(cache.get('/blog/article/499')).toBeDefined();
    expect(cache.get('/blog/article/0')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it('bounds the pages asked for twice to most of the budget, the oldest going back on probation', () => {
    const cache = new LruByteCache<{ bytes: number }>(1000);
    for (let i = 0; i < 12; i += 1) {
      cache.set(`p${i}`, value(99));
      cache.get(`p${i}`);
    }
    // Ten fit; the protected share (800 bytes) holds the last seven or so, the rest wait on probation.
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('p11')).toBeDefined();
    expect(cache.get('p0')).toBeUndefined();
    cache.set('neuf', value(99));
    expect(cache.get('p11')).toBeDefined();
  });

  it('keeps a replaced protected value protected, and filters both segments', () => {
    const cache = new LruByteCache<{ bytes: number }>(400);
    cache.set('chaud', value(99));
    cache.get('chaud');
    cache.set('chaud', value(98));
    cache.set('b', value(99));
    cache.set('c', value(99));
    expect(cache.get('chaud')?.bytes).toBe(98);
    expect(cache.keepOnly((_, key) => key !== 'b')).toBe(1);
    expect(cache.size).toBe(2);
  });
});
