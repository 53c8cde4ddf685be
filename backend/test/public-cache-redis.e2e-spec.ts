import { join } from 'node:path';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { ArticleViewCounter } from '../src/articles/article-view-counter';
import { PublicResponseCache } from '../src/public-cache/public-response-cache';
import { RedisConnection } from '../src/redis/redis.module';
import { startTestApp, TestApp } from './support/test-app';
import { asReader, storedViews, words } from './support/articles';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: TestApp;
let b: TestApp;
let admin: string;

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('délai dépassé');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  a = await startTestApp({ env: { REDIS_URL, QUEUE_PREFIX: `pc-${process.pid}`, VIEW_REDIS_DEADLINE_MS: '5000' } });
  // The second instance shares the first one's database, as API nodes behind a load balancer do.
  const shared =
    a.dbKind === 'mariadb' ? { DATABASE_URL: process.env.DATABASE_URL } : { SQLITE_PATH: join(a.dataDir, 'blog.sqlite') };
  b = await startTestApp({
    demo: false,
    env: { REDIS_URL, QUEUE_PREFIX: `pc-${process.pid}`, VIEW_REDIS_DEADLINE_MS: '5000', ...shared },
  });
  admin = await a.login();
  await until(() => a.app.get(PublicResponseCache).enabled && b.app.get(PublicResponseCache).enabled);
}, 180_000);
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

  it('answers a write only once the other instance has dropped the old page: read at once, never stale', async () => {
    const created = await a.api('POST', '/articles', {
      token: admin,
      body: { title: 'Relu aussitôt', content: words(60), status: 'published' },
    });
    expect(created.status).toBe(201);
    const { id, slug } = created.body.article as { id: number; slug: string };
    for (let i = 1; i <= 5; i += 1) {
      // B holds the page and the API answer in memory (and the page on its own disk).
      expect((await fetch(`${b.origin}/blog/article/${slug}`)).status).toBe(200);
      expect((await b.api('GET', `/articles/${slug}`)).status).toBe(200);
      const title = `Relu aussitôt, version ${i}`;
      const edited = await a.api('PUT', `/articles/${id}`, {
        token: admin,
        body: { title, slug, content: words(60), status: 'published' },
      });
      expect(edited.status).toBe(200);
      // No waiting: the answer above was sent after B dropped its copies.
      expect(await (await fetch(`${b.origin}/blog/article/${slug}`)).text()).toContain(title);
      expect((await b.api('GET', `/articles/${slug}`)).body.article.title).toBe(title);
    }
  });

  it('counts a reader once across instances: the day and its readers are shared through Redis', async () => {
    const created = await a.api('POST', '/articles', {
      token: admin,
      body: { title: 'Lu sur deux nœuds', content: words(60), status: 'published' },
    });
    const { id, slug } = created.body.article as { id: number; slug: string };
    const counters = [a, b].map((app) => app.app.get(ArticleViewCounter));
    const pending = () => counters.reduce((sum, counter) => sum + counter.pendingFor(id), 0);
    // The same browser on both nodes, page and API, rendered then cached.
    for (const app of [a, b, a, b]) {
      expect((await fetch(`${app.origin}/blog/article/${slug}`, { headers: asReader(1) })).status).toBe(200);
      expect((await app.api('GET', `/articles/${slug}`, { headers: asReader(1) })).status).toBe(200);
    }
    await until(() => pending() === 1);
    // A second browser, first seen by B: B counts it, A then knows it.
    expect((await fetch(`${b.origin}/blog/article/${slug}`, { headers: asReader(2) })).status).toBe(200);
    expect((await fetch(`${a.origin}/blog/article/${slug}`, { headers: asReader(2) })).status).toBe(200);
    await until(() => pending() === 2);
    // Every claim either instance asked of Redis has its answer (a claim may first wait for the day's salt: twice).
    for (let round = 0; round < 2; round += 1) {
      await Promise.all([a, b].map((app) => app.app.get(RedisConnection).client!.ping()));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(pending()).toBe(2);
    for (const counter of counters) await counter.flush();
    expect(await storedViews(a.app.get(DataSource), id)).toBe(2);
  });

  it("holds a write's answer until a slow instance has acknowledged the change", async () => {
    // A third instance, played by hand: it listens, keeps its key alive and acknowledges 150 ms late.
    const prefix = `pc-${process.pid}`;
    const peer = 'instance-lente';
    const redis = new IORedis(REDIS_URL);
    const listener = new IORedis(REDIS_URL);
    let acknowledgedAt = 0;
    await listener.subscribe(`${prefix}:public-content-changed`);
    listener.on('message', (_channel: string, message: string) => {
      const { ack } = JSON.parse(message) as { ack?: string };
      if (!ack) return;
      setTimeout(() => {
        acknowledgedAt = Date.now();
        void redis.publish(`${prefix}:public-content-acks`, JSON.stringify({ ack, origin: peer }));
      }, 150);
    });
    await redis.set(`${prefix}:public-cache-peer:${peer}`, '1', 'PX', 10_000);
    await redis.sadd(`${prefix}:public-cache-peers`, peer);
    try {
      const created = await a.api('POST', '/articles', {
        token: admin,
        body: { title: 'Attendu par une instance lente', content: words(60), status: 'published' },
      });
      const answeredAt = Date.now();
      expect(created.status).toBe(201);
      expect(acknowledgedAt).toBeGreaterThan(0);
      expect(answeredAt).toBeGreaterThanOrEqual(acknowledgedAt);
    } finally {
      await redis.srem(`${prefix}:public-cache-peers`, peer);
      await redis.del(`${prefix}:public-cache-peer:${peer}`);
      listener.disconnect();
      redis.disconnect();
    }
  });

  it('does not wait long for an instance that stopped without leaving', async () => {
    // An instance killed a moment ago: its key is still alive, it will never acknowledge.
    const redis = new IORedis(REDIS_URL);
    const ghost = 'instance-arretee';
    await redis.set(`pc-${process.pid}:public-cache-peer:${ghost}`, '1', 'PX', 3000);
    await redis.sadd(`pc-${process.pid}:public-cache-peers`, ghost);
    try {
      const started = Date.now();
      const created = await a.api('POST', '/articles', {
        token: admin,
        body: { title: 'Pendant une panne', content: words(60), status: 'published' },
      });
      expect(created.status).toBe(201);
      // The acknowledgement wait (500 ms) bounds it; the machine may be slow.
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await b.api('GET', `/articles/${created.body.article.slug}`)).status).toBe(200);
    } finally {
      await redis.srem(`pc-${process.pid}:public-cache-peers`, ghost);
      await redis.del(`pc-${process.pid}:public-cache-peer:${ghost}`);
      redis.disconnect();
    }
  });

  it("carries what changed: the other instance keeps an unrelated article's answers and drops the touched ones", async () => {
    const cache = b.app.get(PublicResponseCache);
    const stored = (key: string, slug: string) =>
      cache.set(key, cache.generation, {
        status: 200,
        body: Buffer.from(`{"slug":"${slug}"}`),
        headers: { 'content-type': 'application/json' },
        ttlMs: Infinity,
        articleId: null,
        scope: { kind: 'article', slug, categoryId: 987_654, authorId: 987_654, recent: null },
      });
    const created = await a.api('POST', '/articles', {
      token: admin,
      body: { title: 'Deuxième sur le nœud A', content: words(60), status: 'published' },
    });
    expect(created.status).toBe(201);
    const slug = created.body.article.slug as string;
    expect(stored('/blog/api/articles/sans-rapport', 'sans-rapport')).not.toBeNull();
    expect(stored(`/blog/api/articles/${slug}`, slug)).not.toBeNull();
    await b.api('GET', '/articles?limit=3');
    const edited = await a.api('PUT', `/articles/${created.body.article.id}`, {
      token: admin,
      body: { title: 'Deuxième sur le nœud A, corrigé', slug, content: words(60), status: 'published' },
    });
    expect(edited.status).toBe(200);
    await until(() => cache.get(`/blog/api/articles/${slug}`) === undefined, 2000);
    expect(cache.get('/blog/api/articles?limit=3')).toBeUndefined();
    expect(cache.get('/blog/api/articles/sans-rapport')).toBeDefined();
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
