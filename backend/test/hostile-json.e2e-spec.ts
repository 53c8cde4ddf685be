import { words } from './support/articles';
import { envelopeProblems } from './support/fuzz';
import { startTestApp, type ApiAnswer, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { WHMCS_URL: undefined, REDIS_URL: undefined } });
  admin = await t.login();
}, 60_000);
afterAll(() => t?.close());

const json = { 'content-type': 'application/json' };
/** 600 KB of `{"a":{"a":…}}`, and 300,000 levels of `[[…]]`: just under the JSON body limit (640 KB). */
const NESTED_OBJECTS = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
const NESTED_ARRAYS = `${'['.repeat(300_000)}${']'.repeat(300_000)}`;

/**
 * Before the depth limit one such body stalled the whole server for about 2.5 s; an answer in well under
 * a second, on a shared and busy CI machine, tells the two apart without timing the steady state.
 */
const FAST_MS = 1000;

async function timed(send: () => Promise<ApiAnswer>): Promise<{ res: ApiAnswer; ms: number }> {
  const started = performance.now();
  const res = await send();
  return { res, ms: performance.now() - started };
}

describe('deeply nested JSON bodies', () => {
  beforeAll(async () => {
    // The first request of a route pays for compilation; the budget below is for the steady state.
    await t.api('POST', '/auth/login', { headers: json, raw: NESTED_ARRAYS });
  });

  it.each([
    ['600 KB of nested objects', NESTED_OBJECTS],
    ['300 000 levels of nested lists', NESTED_ARRAYS],
  ])(
    'answers %s from an anonymous caller with a French 400 in milliseconds, on public and protected routes',
    async (_name, raw) => {
      expect(raw.length).toBeGreaterThan(590_000);
      for (const path of ['/auth/login', '/whmcs/register', '/categories', '/submissions', '/nowhere']) {
        const { res, ms } = await timed(() => t.api('POST', path, { headers: json, raw }));
        expect({ path, status: res.status, problems: envelopeProblems(res) }).toEqual({ path, status: 400, problems: [] });
        expect(res.body.error).toMatch(/imbriqué trop profondément/);
        expect(ms).toBeLessThan(FAST_MS);
      }
    },
  );

  it('keeps answering other requests while hostile bodies arrive', async () => {
    await t.api('GET', '/health');
    const hostile = Array.from({ length: 6 }, (_, i) =>
      t.api('POST', '/auth/login', { headers: json, raw: i % 2 ? NESTED_OBJECTS : NESTED_ARRAYS }),
    );
    const probes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { res, ms } = await timed(() => t.api('GET', '/health'));
      expect(res.status).toBe(200);
      probes.push(ms);
    }
    const answers = await Promise.all(hostile);
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(400));
    expect(Math.max(...probes)).toBeLessThan(FAST_MS);
  });

  it('still accepts ordinary bodies whose strings are full of brackets and quotes', async () => {
    const content = `<p>${words(30)} ${'[[[{{{'.repeat(2000)} « cité » \\"échappé\\" ${']]]}}}'.repeat(10)}</p>`;
    const res = await t.api('POST', '/articles', { token: admin, body: { title: '[[[ {{{ "titre"', content } });
    expect(res.status).toBe(201);
    expect(res.body.article.title).toBe('[[[ {{{ "titre"');
    const settings = await t.api('PUT', '/settings', { token: admin, body: { settings: { color_primary: '#FACC15' } } });
    expect(settings.status).toBe(200);
  });

  it('draws the line at 32 levels', async () => {
    const nested = (levels: number) =>
      `{"email":"a@b.fr","password":"x","extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const within = await t.api('POST', '/auth/login', { headers: json, raw: nested(32) });
    expect(within.status).toBe(400);
    expect(within.body.error).not.toMatch(/imbriqué/);
    const beyond = await t.api('POST', '/auth/login', { headers: json, raw: nested(33) });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error).toMatch(/imbriqué trop profondément/);
  });
});

describe('framework errors in the French envelope', () => {
  it.each<[string, string, string, Record<string, string>, string | undefined, number, RegExp]>([
    ['an undecodable address', 'GET', '/articles/%E0%A4%A', {}, undefined, 400, /Adresse de requête invalide/],
    ['an undecodable address on a POST route', 'POST', '/auth/%E0%A4%A', json, '{}', 400, /Adresse de requête invalide/],
    [
      'an unsupported content type',
      'POST',
      '/auth/login',
      { 'content-type': 'application/xml' },
      '<a/>',
      415,
      /Type de contenu non pris en charge/,
    ],
    ['an empty JSON body', 'POST', '/auth/login', json, '', 400, /vide/],
    ['malformed JSON', 'POST', '/auth/login', json, '{"email": "a@b.fr", ', 400, /JSON mal formé/],
    [
      'a prototype-poisoning key',
      'POST',
      '/auth/login',
      json,
      '{"__proto__": {"admin": true}}',
      400,
      /Corps de requête invalide/,
    ],
    ['a body over 2 MB', 'POST', '/auth/login', json, JSON.stringify({ email: 'a'.repeat(2_200_000) }), 413, /trop volumineux/],
    ['a JSON string where an object is expected', 'POST', '/auth/login', json, '"x"', 400, /objet JSON est attendu/],
    ['a JSON list where an object is expected', 'POST', '/auth/login', json, '[1]', 400, /objet JSON est attendu/],
    ['JSON null where an object is expected', 'POST', '/auth/login', json, 'null', 400, /objet JSON est attendu/],
    ['a number where an object is expected', 'POST', '/whmcs/auth', json, '42', 400, /objet JSON est attendu/],
    [
      'plain text where an object is expected',
      'POST',
      '/whmcs/auth',
      { 'content-type': 'text/plain' },
      'email=a',
      400,
      /objet JSON est attendu/,
    ],
  ])('answers %s with its status and a French text', async (_name, method, path, headers, raw, status, text) => {
    const res = await t.api(method, path, { headers, raw });
    expect({ status: res.status, problems: envelopeProblems(res) }).toEqual({ status, problems: [] });
    expect(res.body.error).toMatch(text);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a field whose toString or valueOf is not a function instead of failing in the conversion', async () => {
    for (const raw of ['{"userId":{"toString":["x"]},"tagIds":[1]}', '{"userId":{"valueOf":1,"toString":2},"tagIds":[1]}']) {
      const res = await t.api('POST', '/profile-tags/assign', { token: admin, headers: json, raw });
      expect({ status: res.status, problems: envelopeProblems(res) }).toEqual({ status: 400, problems: [] });
    }
  });

  it('refuses a non-object body on a route whose fields are all optional', async () => {
    const res = await t.api('PUT', '/users/profile', { token: admin, headers: json, raw: '[]' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/objet JSON est attendu/);
  });

  it('still accepts a route whose body may be left out', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    const submitted = await t.api('POST', '/submissions', {
      token: contributor.token,
      body: { title: 'Sans notes', content: words(320) },
    });
    const res = await t.api('PUT', `/admin/submissions/${submitted.body.submission.id}/approve`, { token: admin });
    expect(res.status).toBe(200);
  });
});

describe('rate-limited answers', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      demo: false,
      env: { AUTH_RATE_LIMIT: '2', AUTH_RATE_WINDOW_MS: '90000', REDIS_URL: undefined, WHMCS_URL: undefined },
    });
  });
  afterAll(() => limited?.close());

  it('carry the standard Retry-After header in seconds, in the French envelope', async () => {
    let res: ApiAnswer | undefined;
    for (let i = 0; i < 6 && res?.status !== 429; i += 1) {
      res = await limited.api('POST', '/auth/login', {
        body: { email: `inconnu${i}@exemple.fr`, password: 'mauvais-mot-de-passe' },
      });
    }
    expect(res?.status).toBe(429);
    expect(envelopeProblems(res!)).toEqual([]);
    const retryAfter = Number(res!.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(90);
  });
});
