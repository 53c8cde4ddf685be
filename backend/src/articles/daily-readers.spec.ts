import type { IncomingMessage } from 'node:http';
import type Redis from 'ioredis';
import { DailyReaders, isRobot, readerOf, type Reader } from './daily-readers';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
const NOON = Date.parse('2026-03-10T11:00:00Z');
const NEXT_NOON = Date.parse('2026-03-11T11:00:00Z');
const alice: Reader = { address: '203.0.113.7', userAgent: FIREFOX };

/** What the readers ask of Redis (`EVAL` of the salt script, `SET … NX`), over a map; `stall` never answers. */
function fakeRedis(options: { stall?: boolean } = {}) {
  const keys = new Map<string, string>();
  const never = new Promise<never>(() => undefined);
  const redis = {
    keys,
    eval: (_script: string, _n: number, key: string, value: string) => {
      if (options.stall) return never;
      if (!keys.has(key)) keys.set(key, value);
      return Promise.resolve(keys.get(key));
    },
    set: (key: string, value: string) => {
      if (options.stall) return never;
      if (keys.has(key)) return Promise.resolve(null);
      keys.set(key, value);
      return Promise.resolve('OK');
    },
  };
  return redis;
}

describe('DailyReaders', () => {
  it('counts a reader once per article and Paris day, another browser, address or article again', () => {
    const readers = new DailyReaders({ redis: null, keyPrefix: 'test' });
    expect(readers.firstToday(1, alice, NOON)).toBe(true);
    expect(readers.firstToday(1, alice, NOON + 60_000)).toBe(false);
    expect(readers.firstToday(1, { ...alice, userAgent: SAFARI }, NOON)).toBe(true);
    expect(readers.firstToday(1, { ...alice, address: '203.0.113.8' }, NOON)).toBe(true);
    expect(readers.firstToday(2, alice, NOON)).toBe(true);
    expect(readers.remembered).toBe(4);
  });

  it('counts again on the next Paris day, with a new salt and memory emptied', () => {
    const readers = new DailyReaders({ redis: null, keyPrefix: 'test' });
    expect(readers.firstToday(1, alice, NOON)).toBe(true);
    expect(readers.firstToday(1, { ...alice, userAgent: SAFARI }, NOON)).toBe(true);
    // 23:30 in Paris (UTC+1 in March before the change): still the same day.
    expect(readers.firstToday(1, alice, Date.parse('2026-03-10T22:30:00Z'))).toBe(false);
    // 00:30 in Paris, 23:30 UTC: a new day.
    expect(readers.firstToday(1, alice, Date.parse('2026-03-10T23:30:00Z'))).toBe(true);
    expect(readers.remembered).toBe(1);
    expect(readers.firstToday(1, alice, NEXT_NOON)).toBe(false);
  });

  it('keeps its memory bounded, forgetting the oldest readers first', () => {
    const readers = new DailyReaders({ redis: null, keyPrefix: 'test', maxRemembered: 4 });
    const reader = (n: number): Reader => ({ address: `198.51.100.${n}`, userAgent: FIREFOX });
    for (const n of [1, 2, 3, 4]) expect(readers.firstToday(1, reader(n), NOON)).toBe(true);
    expect(readers.remembered).toBe(4);
    for (const n of [1, 2, 3, 4]) expect(readers.firstToday(1, reader(n), NOON)).toBe(false);
    expect(readers.firstToday(1, reader(5), NOON)).toBe(true);
    expect(readers.remembered).toBe(3);
    expect(readers.firstToday(1, reader(1), NOON)).toBe(true);
    expect(readers.firstToday(1, reader(4), NOON)).toBe(false);
    for (let n = 10; n < 1000; n += 1) void readers.firstToday(1, reader(n), NOON);
    expect(readers.remembered).toBeLessThanOrEqual(4);
  });

  it('keeps neither the address nor the user agent: only salted hashes, under a day key that expires', async () => {
    const redis = fakeRedis();
    const readers = new DailyReaders({ redis: redis as unknown as Redis, keyPrefix: 'test' });
    expect(await readers.firstToday(1, alice, NOON)).toBe(true);
    const stored = [...redis.keys.entries()].join(' ');
    expect(stored).not.toContain(alice.address);
    expect(stored).not.toContain('Firefox');
    expect([...redis.keys.keys()].every((key) => key.startsWith('test:views:') && key.includes('2026-03-10'))).toBe(true);
  });

  it('agrees across instances through Redis: one salt a day, the first instance to see a reader counts it', async () => {
    const redis = fakeRedis() as unknown as Redis;
    const a = new DailyReaders({ redis, keyPrefix: 'test' });
    const b = new DailyReaders({ redis, keyPrefix: 'test' });
    expect(await a.firstToday(1, alice, NOON)).toBe(true);
    expect(await b.firstToday(1, alice, NOON)).toBe(false);
    // Known to `b` now: answered from memory, without Redis.
    expect(b.firstToday(1, alice, NOON)).toBe(false);
    expect(await b.firstToday(1, { ...alice, userAgent: SAFARI }, NOON)).toBe(true);
    expect(await a.firstToday(1, { ...alice, userAgent: SAFARI }, NOON)).toBe(false);
    expect(await b.firstToday(1, alice, NEXT_NOON)).toBe(true);
    expect(await a.firstToday(1, alice, NEXT_NOON)).toBe(false);
  });

  it('decides alone within its deadline when Redis stalls, and asks Redis again later', async () => {
    const readers = new DailyReaders({
      redis: fakeRedis({ stall: true }) as unknown as Redis,
      keyPrefix: 'test',
      deadlineMs: 20,
      saltRetryMs: 60_000,
    });
    const started = Date.now();
    expect(await readers.firstToday(1, alice, NOON)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    // Without the shared salt, the instance answers from memory at once.
    expect(readers.firstToday(1, alice, NOON)).toBe(false);
    expect(readers.firstToday(1, { ...alice, userAgent: SAFARI }, NOON)).toBe(true);
  });
});

describe('isRobot', () => {
  it('knows crawlers, previews and command-line clients, and counts browsers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'facebookexternalhit/1.1',
      '',
    ])
      expect(isRobot(ua)).toBe(true);
    for (const ua of [FIREFOX, SAFARI]) expect(isRobot(ua)).toBe(false);
    // Remembered: the same answer the second time.
    expect(isRobot('curl/8.5.0')).toBe(true);
    expect(isRobot(FIREFOX)).toBe(false);
  });
});

describe('readerOf', () => {
  const request = (headers: Record<string, string>) =>
    ({ headers, socket: { remoteAddress: '10.0.0.2' } }) as unknown as IncomingMessage;

  it('takes the socket address, or the first forwarded one behind a trusted proxy', () => {
    const forwarded = request({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'user-agent': FIREFOX });
    expect(readerOf(forwarded, false)).toEqual({ address: '10.0.0.2', userAgent: FIREFOX });
    expect(readerOf(forwarded, true)).toEqual({ address: '203.0.113.7', userAgent: FIREFOX });
    expect(readerOf(request({}), true)).toEqual({ address: '10.0.0.2', userAgent: '' });
  });
});
