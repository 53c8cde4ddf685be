import { join } from 'node:path';
import { PublicResponseCache } from '../src/common/cache/public-response-cache';
import { startTestApp, TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: TestApp;
let b: TestApp;
let admin: string;

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `mot${i}`).join(' ')}</p>`;

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('délai dépassé');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  a = await startTestApp({ env: { REDIS_URL, QUEUE_PREFIX: `pc-${process.pid}` } });
  // The second instance shares the first one's database, as API nodes behind a load balancer do.
  const shared =
    a.dbKind === 'mariadb' ? { DATABASE_URL: process.env.DATABASE_URL } : { SQLITE_PATH: join(a.dataDir, 'blog.sqlite') };
  b = await startTestApp({ demo: false, env: { REDIS_URL, QUEUE_PREFIX: `pc-${process.pid}`, ...shared } });
  admin = await a.login();
  await until(() => a.app.get(PublicResponseCache).enabled && b.app.get(PublicResponseCache).enabled);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('public cache across API instances', () => {
  it('shows an article published through one instance on the other instance, whose copy was cached', async () => {
    const before = await b.api('GET', '/articles?limit=3');
    expect(before.status).toBe(200);
    expect(b.app.get(PublicResponseCache).stats.entries).toBeGreaterThan(0);
    const created = await a.api('POST', '/articles', {
      token: admin,
      body: { title: 'Publié sur le nœud A', content: words(60), status: 'published' },
    });
    expect(created.status).toBe(201);
    // The other node learns of the change through Redis pub/sub: a few milliseconds at most.
    await until(
      async () =>
        ((await b.api('GET', '/articles?limit=3')).body.articles as { slug: string }[]).some(
          (x) => x.slug === created.body.article.slug,
        ),
      2000,
    );
  });

  it('stops serving from memory while the invalidation channel is down, and empties the cache when it is back', () => {
    const cache = b.app.get(PublicResponseCache);
    cache.setTrusted(false);
    expect(cache.enabled).toBe(false);
    expect(
      cache.set('/blog/api/site', cache.generation, {
        status: 200,
        body: Buffer.from('{}'),
        headers: {},
        ttlMs: 1000,
        articleId: null,
      }),
    ).toBeNull();
    cache.setTrusted(true);
    expect(cache.stats.entries).toBe(0);
  });
});
