import { startTestApp, type TestApp } from './support/test-app';

/** Classic, blind, stacked, UNION and dialect-specific injection strings (MariaDB and SQLite). */
const INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "admin'--",
  "1' OR '1'='1' /*",
  '1 OR 1=1',
  '1; DROP TABLE users; --',
  "'; DELETE FROM articles; --",
  "' UNION SELECT password_hash, email FROM users --",
  '1 UNION ALL SELECT NULL,NULL,NULL--',
  "' AND SLEEP(3) --",
  "1' AND (SELECT 1 FROM (SELECT SLEEP(3))a) --",
  "' || (SELECT sqlite_version()) || '",
  "' AND randomblob(500000000) --",
  "') OR ('a'='a",
  '%27%20OR%201%3D1',
  '\\',
  "\\' OR 1=1 #",
  '%',
  '_',
  '*',
  '0x61646d696e',
  '-1',
  '99999999999999999999',
  '1e309',
  '[]',
  '{"$gt":""}',
  "published' OR status<>'",
  "pending' OR 1=1 LIMIT 1 --",
  '\u0000',
];

const LEAKS = /password_hash|argon2|sqlite|mariadb|mysql|syntax|ER_|QueryFailed|SQLITE_|select |stack/i;

let t: TestApp;
let admin: string;
let contributor: string;
let baseline: { articles: number; users: number };

const counts = async () => ({
  articles: (await t.api('GET', '/articles/all?limit=1', { token: admin })).body.pagination.total as number,
  users: (await t.api('GET', '/auth/users?limit=1', { token: admin })).body.pagination.total as number,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
  contributor = (await t.createUser({ role: 'contributor' })).token;
  baseline = await counts();
});
afterAll(() => t?.close());

const e = encodeURIComponent;

/** Each target: where the string goes, who asks, and the statuses a normal answer may have. */
const TARGETS: { name: string; path: (s: string) => string; token?: () => string; allowed: number[]; site?: boolean }[] = [
  { name: 'public list category filter', path: (s) => `/articles?category=${e(s)}`, allowed: [200, 400, 404] },
  { name: 'public list limit', path: (s) => `/articles?limit=${e(s)}`, allowed: [200, 400] },
  { name: 'public list page', path: (s) => `/articles?page=${e(s)}`, allowed: [200, 400] },
  { name: 'article slug', path: (s) => `/articles/${e(s)}`, allowed: [404] },
  { name: 'managed list status', path: (s) => `/articles/all?status=${e(s)}`, token: () => admin, allowed: [400] },
  {
    name: 'managed list limit and page',
    path: (s) => `/articles/all?limit=${e(s)}&page=${e(s)}`,
    token: () => admin,
    allowed: [200, 400],
  },
  { name: 'contributor managed list', path: (s) => `/articles/all?status=${e(s)}`, token: () => contributor, allowed: [400] },
  { name: 'review list status', path: (s) => `/admin/submissions?status=${e(s)}`, token: () => admin, allowed: [400] },
  { name: 'reward history limit', path: (s) => `/admin/rewards/history?limit=${e(s)}`, token: () => admin, allowed: [400] },
  { name: 'article id for editing', path: (s) => `/articles/edit/${e(s)}`, token: () => admin, allowed: [400, 404] },
  { name: "a user's tags", path: (s) => `/profile-tags/user/${e(s)}`, token: () => admin, allowed: [400, 404] },
  { name: 'server-rendered article page', path: (s) => `/article/${e(s)}`, allowed: [404], site: true },
  { name: 'server-rendered category page', path: (s) => `/category/${e(s)}`, allowed: [200, 404], site: true },
];

describe.each(TARGETS.map((target) => [target.name, target] as const))('%s', (_name, target) => {
  it('answers every injection string normally, quickly, and with nothing from the database', async () => {
    const unexpected: string[] = [];
    for (const s of INJECTIONS) {
      const started = Date.now();
      const url = target.site ? `${t.origin}/blog${target.path(s)}` : `${t.origin}/blog/api${target.path(s)}`;
      const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token()}` } : {};
      const res = await fetch(url, { headers });
      const text = await res.text();
      const took = Date.now() - started;
      if (!target.allowed.includes(res.status)) unexpected.push(`${JSON.stringify(s)} → ${res.status} ${text.slice(0, 200)}`);
      if (took > 2500) unexpected.push(`${JSON.stringify(s)} → ${took} ms`);
      if (!target.site && res.status >= 400) {
        const body = JSON.parse(text) as { success: boolean; error: string };
        if (body.success !== false || LEAKS.test(body.error)) unexpected.push(`${JSON.stringify(s)} → ${text}`);
      }
      if (!target.site && res.status === 200 && /password_hash|argon2/.test(text))
        unexpected.push(`${JSON.stringify(s)} leaks a hash`);
    }
    expect(unexpected).toEqual([]);
  });
});

it('a category filter made of an injection string matches no article rather than all of them', async () => {
  for (const s of INJECTIONS) {
    const res = await t.api('GET', `/articles?category=${e(s)}`);
    if (res.status === 200) expect({ s, total: res.body.pagination.total }).toEqual({ s, total: 0 });
  }
});

it('sign-in with injection strings as email or password is refused and the tables are intact afterwards', async () => {
  for (const s of INJECTIONS) {
    for (const body of [
      { email: s, password: s },
      { email: `admin@demo.local${s}`, password: s },
      { email: 'admin@demo.local', password: s },
    ]) {
      const res = await t.api('POST', '/auth/login', { body });
      expect({ s, status: res.status }).toEqual({ s, status: expect.any(Number) });
      expect([400, 401]).toContain(res.status);
    }
  }
  expect(await counts()).toEqual(baseline);
  expect(await t.login()).toEqual(expect.any(String));
});
