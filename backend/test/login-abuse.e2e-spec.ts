import { randomBytes } from 'node:crypto';
import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { startTestSandbox, uniquePrefix } from './rewards-support';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app';

const LIMIT = 5;
const TOO_MANY = 'Trop de tentatives de connexion. Réessayez dans quelques minutes.';
let ipCounter = 0;
/** A documentation address (RFC 5737) of its own for each caller, so that only the per-account counter is at play. */
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;
const unique = (name: string) => `${name}-${process.pid}-${randomBytes(3).toString('hex')}@exemple.fr`;

const post = (t: TestApp, path: string, body: Record<string, string>, ip = freshIp()) =>
  t.api('POST', path, { body, headers: { 'x-forwarded-for': ip } });

describe('sign-in limits that look-alike addresses, route changes or a busy office cannot get around', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = await startTestApp({
      env: {
        WHMCS_URL: sandbox.url,
        REDIS_URL: undefined,
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT: String(LIMIT),
        AUTH_RATE_WINDOW_MS: '60000',
        WHMCS_AUTH_FLOOR_MS: '0',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('signs in only with the exact address, never with an accented look-alike, on every database', async () => {
    const user = await t.createUser({ role: 'contributor', email: unique('exact') });
    const lookalike = user.email.replace(/^e/, 'é');
    const res = await post(t, '/auth/login', { email: lookalike, password: user.password });
    expect(res.status).toBe(401);
    expect((await post(t, '/auth/login', { email: `  ${user.email.toUpperCase()}`, password: user.password })).status).toBe(200);
  });

  it('counts the staff tab and the customer tab on one per-account counter', async () => {
    const user = await t.createUser({ role: 'contributor', email: unique('partage') });
    for (let i = 0; i < LIMIT; i += 1) {
      const path = i % 2 === 0 ? '/auth/login' : '/whmcs/auth';
      expect((await post(t, path, { email: user.email, password: `faux-${i}` })).status).toBe(401);
    }
    for (const path of ['/auth/login', '/whmcs/auth']) {
      const res = await post(t, path, { email: user.email, password: user.password });
      expect({ path, status: res.status }).toEqual({ path, status: 429 });
    }
  });

  it('does not count successful sign-ins against the office address, only failures', async () => {
    const office = '203.0.113.50';
    const staff = await t.createUser({ role: 'redacteur', email: unique('bureau') });
    for (let i = 0; i < LIMIT * 3; i += 1) {
      const tab = i % 3 === 0 ? '/whmcs/auth' : '/auth/login';
      const body =
        tab === '/whmcs/auth'
          ? { email: 'client@demo.local', password: 'Client!2345' }
          : { email: staff.email, password: staff.password };
      const res = await post(t, tab, body, office);
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    for (let i = 0; i < LIMIT; i += 1)
      expect((await post(t, '/auth/login', { email: unique('inconnu'), password: 'faux' }, office)).status).toBe(401);
    const blocked = await post(t, '/auth/login', { email: staff.email, password: staff.password }, office);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, error: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('forgets an account’s failures once its owner signs in', async () => {
    const user = await t.createUser({ role: 'contributor', email: unique('oubli') });
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < LIMIT - 1; i += 1)
        expect((await post(t, '/auth/login', { email: user.email, password: 'faux' })).status).toBe(401);
      expect((await post(t, '/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    }
  });

  // Last: it locks the demo admin, whom the other tests need to create their users.
  it('locks every spelling the database takes for the admin’s address once that address is locked', async () => {
    for (let i = 0; i < LIMIT; i += 1)
      expect((await post(t, '/auth/login', { email: DEMO_ADMIN_EMAIL, password: `faux-${i}` })).status).toBe(401);
    expect((await post(t, '/auth/login', { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD })).status).toBe(429);
    for (const variant of [
      'ádmin@demo.local',
      'a\u0301dmin@demo.local',
      'ＡＤＭＩＮ@demo.local',
      ' ADMIN@DEMO.LOCAL ',
      'ädmin@demo.local',
    ]) {
      const res = await post(t, '/auth/login', { email: variant, password: DEMO_ADMIN_PASSWORD });
      expect({ variant, status: res.status }).toEqual({ variant, status: 429 });
      expect(res.body).toMatchObject({ success: false, error: TOO_MANY });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.token).toBeUndefined();
    }
    const customerTab = await post(t, '/whmcs/auth', { email: 'Ádmin@demo.local', password: DEMO_ADMIN_PASSWORD });
    expect(customerTab.status).toBe(429);
  });
});

describe('sign-in limits kept in Redis, shared by two API instances', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A prefix of its own: the counters it fills must not lock other suites sharing this Redis out.
    const env = {
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: uniquePrefix('login-abuse'),
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT: String(LIMIT),
      AUTH_RATE_WINDOW_MS: '60000',
      WHMCS_AUTH_FLOOR_MS: '0',
    };
    a = await startTestApp({ env });
    b = await startTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('takes successes back and counts failures together, whichever instance answers', async () => {
    const office = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const email = unique('redis');
    // The same account on both instances' databases (each test app has its own).
    const users = await Promise.all([a, b].map((app) => app.createUser({ role: 'contributor', email })));
    for (let i = 0; i < LIMIT * 3; i += 1) {
      const app = i % 2 === 0 ? a : b;
      expect((await post(app, '/auth/login', { email, password: users[0].password }, office)).status).toBe(200);
    }
    for (let i = 0; i < LIMIT; i += 1)
      expect((await post(i % 2 === 0 ? a : b, '/auth/login', { email, password: 'faux' })).status).toBe(401);
    const blocked = await post(a, '/auth/login', { email, password: users[0].password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('customer sign-in answers in the same time whoever the address belongs to', () => {
  const TRIES = 20;
  let sandbox: RunningSandbox;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = await startTestApp({
      // The floor well above the work it hides, even when a parallel suite holds the hashing threads the
      // sandbox's scrypt (a real WHMCS's own machine) shares here with the API's Argon2.
      env: { WHMCS_URL: sandbox.url, REDIS_URL: undefined, AUTH_RATE_LIMIT: '100000', WHMCS_AUTH_FLOOR_MS: '450' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('takes the same median time for an unknown, staff, local and WHMCS address with a wrong password, and says the same', async () => {
    const contributor = await t.createUser({ role: 'contributor', email: unique('local') });
    const customer = await t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'Client!2345' } });
    expect(customer.status).toBe(200);
    const classes: Record<string, string> = {
      unknown: unique('personne'),
      staff: DEMO_ADMIN_EMAIL,
      local: contributor.email,
      whmcs: 'client@demo.local',
    };
    const bodies = new Set<string>();
    const entries = Object.entries(classes);
    /** One measure: every class tried TRIES times, interleaved, each round in a rotated order, so that load on the machine falls on every class alike. */
    const measure = async () => {
      const times: Record<string, number[]> = { unknown: [], staff: [], local: [], whmcs: [] };
      for (let i = 0; i < TRIES; i += 1) {
        for (const [name, email] of [...entries.slice(i % entries.length), ...entries.slice(0, i % entries.length)]) {
          const started = performance.now();
          const res = await t.api('POST', '/whmcs/auth', { body: { email, password: `mauvais-${i}` } });
          times[name].push(performance.now() - started);
          expect(res.status).toBe(401);
          bodies.add(JSON.stringify(res.body));
        }
      }
      const medians = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, Math.round(median(list) * 10) / 10]));
      return { medians, spread: Math.max(...Object.values(medians)) - Math.min(...Object.values(medians)) };
    };
    // A difference the floor fails to hide shows in every measure; a burst of load on a shared machine
    // does not: up to three measures, the last one judged.
    let result = await measure();
    for (let again = 0; again < 2 && result.spread >= 8; again += 1) result = await measure();
    expect([...bodies]).toEqual([
      JSON.stringify({
        success: false,
        error: 'Email ou mot de passe incorrect',
        code: 'auth.badCredentials',
        message: 'Email ou mot de passe incorrect',
      }),
    ]);
    expect({ medians: result.medians, spread: result.spread < 8 }).toEqual({ medians: result.medians, spread: true });
  }, 200_000);
});
