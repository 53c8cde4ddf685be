import { PrivateMariaDb } from './support/private-mariadb';
import { startTestApp, TEST_DB_KIND, TestApp } from './support/test-app';

// Stopping a database server only makes sense for the client/server database.
const describeMariaDb = TEST_DB_KIND === 'mariadb' ? describe : describe.skip;

describeMariaDb('database restarted while the API serves traffic', () => {
  const db = new PrivateMariaDb();
  let t: TestApp;

  beforeAll(async () => {
    await db.init();
    t = await startTestApp({ env: { DATABASE_URL: db.url } });
  }, 90_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await db.destroy();
  });

  it('answers 503 in French during the outage and recovers without restarting the API', async () => {
    expect((await t.api('GET', '/categories')).status).toBe(200);
    const token = await t.login();

    await db.stop();
    for (const [method, path] of [
      ['GET', '/health'],
      ['GET', '/categories'],
      ['GET', '/auth/users'],
    ] as const) {
      const res = await t.api(method, path, { token });
      expect(res.status).toBe(503);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(/indisponible/);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|SQL|stack/i);
    }

    await db.start();
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i += 1) {
      recovered = (await t.api('GET', '/health')).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    expect((await t.api('GET', '/categories')).status).toBe(200);
    const users = await t.api('GET', '/auth/users', { token });
    expect(users.status).toBe(200);
  }, 90_000);
});
