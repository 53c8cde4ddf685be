import { TcpProxy } from './support/tcp-proxy';
import { createMariaDbDatabase, startTestApp, TEST_DB_KIND, type TestApp } from './support/test-app';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

async function waitForStatus(t: TestApp, path: string, status: number, timeoutMs = 20_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await t.api('GET', path)).status;
    if (last === status) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  return last;
}

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: false });
  });
  afterAll(() => t?.close());

  it('answers both publicly while everything is up', async () => {
    expect(await t.api('GET', '/health/live')).toEqual(expect.objectContaining({ status: 200, body: { success: true } }));
    const ready = await t.api('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, db: 'up', redis: 'disabled', migrations: 'applied' });
  });
});

// Cutting a client/server database's connections only makes sense for MariaDB.
const describeMariaDb = TEST_DB_KIND === 'mariadb' ? describe : describe.skip;

describeMariaDb('readiness while the database stops answering', () => {
  const proxy = new TcpProxy('127.0.0.1', 3306);
  let db: Awaited<ReturnType<typeof createMariaDbDatabase>>;
  let t: TestApp;

  beforeAll(async () => {
    await proxy.start();
    db = await createMariaDbDatabase();
    const url = new URL(db.url);
    url.host = `127.0.0.1:${proxy.port}`;
    t = await startTestApp({ demo: false, env: { DATABASE_URL: url.toString().replace(/^mysql:/, 'mariadb:') } });
  }, 90_000);
  afterAll(async () => {
    proxy.restore();
    await t?.close().catch(() => undefined);
    await db?.drop();
    await proxy.close();
  });

  it('fails with a French 503 while the database is cut off, liveness stays up, and recovers when it returns', async () => {
    expect((await t.api('GET', '/health/ready')).status).toBe(200);

    proxy.sever();
    expect(await waitForStatus(t, '/health/ready', 503)).toBe(503);
    const down = await t.api('GET', '/health/ready');
    expect(down.body).toEqual(expect.objectContaining({ success: false, error: expect.stringMatching(/base de données/) }));
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect((await t.api('GET', '/health/live')).status).toBe(200);

    proxy.restore();
    expect(await waitForStatus(t, '/health/ready', 200)).toBe(200);
  }, 60_000);
});

describe('readiness while Redis stops answering', () => {
  const proxy = new TcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
  let t: TestApp;

  beforeAll(async () => {
    await proxy.start();
    t = await startTestApp({
      demo: false,
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, QUEUE_PREFIX: `ready-${process.pid}` },
    });
  }, 90_000);
  afterAll(async () => {
    proxy.restore();
    await t?.close().catch(() => undefined);
    await proxy.close();
  });

  it('fails with a French 503 while Redis is cut off and recovers when it returns', async () => {
    expect(await waitForStatus(t, '/health/ready', 200)).toBe(200);
    expect((await t.api('GET', '/health/ready')).body.redis).toBe('up');

    proxy.sever();
    expect(await waitForStatus(t, '/health/ready', 503)).toBe(503);
    expect((await t.api('GET', '/health/ready')).body.error).toMatch(/Redis/);

    proxy.restore();
    expect(await waitForStatus(t, '/health/ready', 200, 30_000)).toBe(200);
  }, 60_000);
});
