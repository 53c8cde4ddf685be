import Redis from 'ioredis';
import { uniquePrefix } from './rewards-support';
import { startTestApp, TestApp } from './support/test-app';

const attempt = (t: TestApp, email: string, ip: string) =>
  t.api('POST', '/auth/login', { body: { email, password: 'mauvais-mot-de-passe' }, headers: { 'x-forwarded-for': ip } });

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { AUTH_RATE_LIMIT: '5', AUTH_RATE_WINDOW_MS: '60000', TRUST_PROXY: 'true', REDIS_URL: undefined },
    });
  });
  afterAll(() => t.close());

  it('answers 429 in French once one address has used its attempts', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt(t, `inconnu${i}@exemple.fr`, '203.0.113.1')).status).toBe(401);
    const blocked = await attempt(t, 'encore@exemple.fr', '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false });
    expect(blocked.body.error).toMatch(/Trop de tentatives/);
  });

  it('limits one account tried from many addresses', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt(t, 'cible@exemple.fr', `198.51.100.${i + 1}`)).status).toBe(401);
    const blocked = await attempt(t, 'cible@exemple.fr', '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Trop de tentatives/);
  });

  it('leaves other routes alone', async () => {
    expect((await t.api('GET', '/categories', { headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(200);
  });
});

describe('sign-in rate limits shared through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // A prefix of its own: the counters it fills must not lock other suites sharing this Redis out.
  const prefix = uniquePrefix('rate-limit');
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      AUTH_RATE_LIMIT: '4',
      AUTH_RATE_WINDOW_MS: '60000',
      TRUST_PROXY: 'true',
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
    };
    a = await startTestApp({ env, demo: false });
    b = await startTestApp({ env, demo: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts attempts made on two API instances together', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const email = `partage-${process.pid}-${Date.now()}@exemple.fr`;
    expect((await attempt(a, email, ip)).status).toBe(401);
    expect((await attempt(b, email, ip)).status).toBe(401);
    expect((await attempt(a, email, ip)).status).toBe(401);
    expect((await attempt(b, email, ip)).status).toBe(401);
    expect((await attempt(a, email, ip)).status).toBe(429);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:throttle:auth-*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });
});
