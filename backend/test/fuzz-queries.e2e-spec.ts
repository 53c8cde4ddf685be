import fc from 'fast-check';
import { databaseFingerprint, envelopeProblems, FUZZ_RUNS, queryFor } from './support/fuzz';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let contributor: string;

beforeAll(async () => {
  t = await startTestApp({ env: { WHMCS_URL: undefined, REDIS_URL: undefined } });
  admin = await t.login();
  contributor = (await t.createUser({ role: 'contributor' })).token;
});
afterAll(() => t?.close());

const ENDPOINTS: { path: string; keys: string[]; token?: () => string }[] = [
  { path: '/articles', keys: ['category', 'limit', 'page'] },
  { path: '/articles/all', keys: ['status', 'limit', 'page'], token: () => admin },
  { path: '/articles/all', keys: ['status', 'limit', 'page'], token: () => contributor },
  { path: '/admin/submissions', keys: ['status'], token: () => admin },
  { path: '/admin/rewards/history', keys: ['limit'], token: () => admin },
  { path: '/submissions/my', keys: ['status', 'limit'], token: () => contributor },
  { path: '/contributors/leaderboard', keys: ['limit', 'page'] },
  { path: '/categories', keys: ['all', 'limit'] },
];

describe.each(ENDPOINTS.map((e) => [`GET ${e.path}${e.token ? '' : ' (anonyme)'}`, e] as const))('%s', (_name, endpoint) => {
  it('answers random and boundary query strings without a 500, in the envelope, and writes nothing when it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(queryFor(endpoint.keys), async (query) => {
        const before = await databaseFingerprint(t);
        const res = await t.api('GET', `${endpoint.path}?${query}`, { token: endpoint.token?.() });
        const problems = envelopeProblems(res);
        if (res.status >= 400 && (await databaseFingerprint(t)) !== before) problems.push(`écriture malgré ${res.status}`);
        if (problems.length)
          throw new Error(`?${query} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)} : ${problems.join(', ')}`);
      }),
      { numRuns: FUZZ_RUNS * 2, endOnFailure: true },
    );
  });
});
