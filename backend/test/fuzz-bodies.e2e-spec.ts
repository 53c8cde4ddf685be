import fc from 'fast-check';
import { words } from './support/articles';
import { bodyFor, databaseFingerprint, databaseSettled, envelopeProblems, FUZZ_RUNS } from './support/fuzz';
import { startTestApp, type TestApp } from './support/test-app';
import { queuesSettled } from './support/wait';

let t: TestApp;
let admin: string;
let contributor: { id: number; token: string; username: string };
const ids = { user: 0, article: 0, rejectedArticle: 0, category: 0, tag: 0 };
let pendingSubmissions: number[] = [];

beforeAll(async () => {
  // A publication's e-mail does not wait for its reward's credit here: each write's background jobs end at once.
  t = await startTestApp({ env: { WHMCS_URL: undefined, REDIS_URL: undefined, MAIL_COMBINE_WINDOW_MS: '0' } });
  admin = await t.login();
  const c = await t.createUser({ role: 'contributor', username: 'fuzzeur' });
  contributor = { id: c.id, token: c.token, username: 'fuzzeur' };
  ids.user = (await t.createUser({ role: 'contributor' })).id;
  ids.article = (
    await t.api('POST', '/articles', { token: admin, body: { title: 'Cible', content: words(20) } })
  ).body.article.id;
  ids.category = (await t.api('POST', '/categories', { token: admin, body: { name: 'Cible du fuzz' } })).body.category.id;
  ids.tag = (await t.api('POST', '/profile-tags', { token: admin, body: { name: 'Cible du fuzz' } })).body.tag.id;
  for (let i = 0; i < FUZZ_RUNS * 2; i += 1) {
    const s = await t.api('POST', '/submissions', {
      token: contributor.token,
      body: { title: `Soumission ${i}`, content: words(320) },
    });
    pendingSubmissions.push(s.body.submission.id);
  }
  // Each submission e-mails the staff in the background: the first fuzz run must not see those writes.
  await databaseSettled(t);
}, 120_000);
afterAll(() => t?.close());

const article = {
  title: 'Titre',
  content: words(320),
  short_description: 'Résumé',
  category_id: null,
  status: 'draft',
  meta_title: 'M',
  meta_description: 'D',
  meta_keywords: 'k',
};
const articleFields = [...Object.keys(article), 'slug', 'featured_image', 'reading_time'];
const registration = {
  firstname: 'Jean',
  lastname: 'Dupont',
  email: 'jean@exemple.fr',
  password: 'Motdepasse!1',
  address1: '1 rue',
  city: 'Paris',
  postcode: '75001',
  phonenumber: '0102030405',
};

interface Endpoint {
  method: string;
  path: () => string;
  token: () => string | undefined;
  fields: string[];
  valid: Record<string, unknown>;
}

const asAdmin = () => admin;
const ENDPOINTS: Record<string, Endpoint> = {
  'POST /auth/login': {
    method: 'POST',
    path: () => '/auth/login',
    token: () => undefined,
    fields: ['email', 'password'],
    valid: { email: 'admin@demo.local', password: 'x' },
  },
  'POST /whmcs/auth': {
    method: 'POST',
    path: () => '/whmcs/auth',
    token: () => undefined,
    fields: ['email', 'password'],
    valid: { email: 'client@demo.local', password: 'x' },
  },
  'POST /whmcs/register': {
    method: 'POST',
    path: () => '/whmcs/register',
    token: () => undefined,
    fields: Object.keys(registration),
    valid: registration,
  },
  'POST /auth/users': {
    method: 'POST',
    path: () => '/auth/users',
    token: asAdmin,
    fields: ['username', 'email', 'password', 'role', 'display_name', 'is_active'],
    valid: { username: 'nouveau', email: 'nouveau@exemple.fr', password: 'Motdepasse!1', role: 'contributor' },
  },
  'PUT /auth/users/:id': {
    method: 'PUT',
    path: () => `/auth/users/${ids.user}`,
    token: asAdmin,
    fields: ['username', 'email', 'password', 'role', 'display_name', 'is_active'],
    valid: { display_name: 'Cible' },
  },
  'PUT /users/profile': {
    method: 'PUT',
    path: () => '/users/profile',
    token: () => contributor.token,
    fields: ['username', 'display_name', 'bio', 'email', 'currentPassword', 'newPassword', 'confirmPassword'],
    valid: { username: 'fuzzeur', bio: 'Bio' },
  },
  'POST /articles': { method: 'POST', path: () => '/articles', token: asAdmin, fields: articleFields, valid: article },
  'PUT /articles/:id': {
    method: 'PUT',
    path: () => `/articles/${ids.article}`,
    token: asAdmin,
    fields: articleFields,
    valid: article,
  },
  'POST /submissions': {
    method: 'POST',
    path: () => '/submissions',
    token: () => contributor.token,
    fields: articleFields,
    valid: article,
  },
  'PUT /admin/submissions/:id/approve': {
    method: 'PUT',
    path: () => `/admin/submissions/${pendingSubmissions[0]}/approve`,
    token: asAdmin,
    fields: ['admin_notes'],
    valid: { admin_notes: 'Bien' },
  },
  'PUT /admin/submissions/:id/reject': {
    method: 'PUT',
    path: () => `/admin/submissions/${pendingSubmissions[0]}/reject`,
    token: asAdmin,
    fields: ['rejection_reason', 'admin_notes'],
    valid: { rejection_reason: 'Trop court' },
  },
  'PUT /admin/rewards/settings': {
    method: 'PUT',
    path: () => '/admin/rewards/settings',
    token: asAdmin,
    fields: ['article_reward_amount', 'article_reward_currency', 'min_words_count', 'auto_approve', 'quality_reminder_below'],
    valid: {
      article_reward_amount: '1.00',
      article_reward_currency: 'EUR',
      min_words_count: '300',
      auto_approve: 'false',
      quality_reminder_below: '0',
    },
  },
  'POST /categories': {
    method: 'POST',
    path: () => '/categories',
    token: asAdmin,
    fields: ['name', 'slug', 'description', 'color', 'icon', 'order_position', 'is_active'],
    valid: { name: 'Nouvelle' },
  },
  'PUT /categories/:id': {
    method: 'PUT',
    path: () => `/categories/${ids.category}`,
    token: asAdmin,
    fields: ['name', 'slug', 'description', 'color', 'icon', 'order_position', 'is_active'],
    valid: { name: 'Cible du fuzz' },
  },
  'PUT /settings': {
    method: 'PUT',
    path: () => '/settings',
    token: asAdmin,
    fields: ['settings'],
    valid: { settings: { color_primary: '#FACC15' } },
  },
  'POST /profile-tags': {
    method: 'POST',
    path: () => '/profile-tags',
    token: asAdmin,
    fields: ['name', 'color'],
    valid: { name: 'Nouveau tag' },
  },
  'PUT /profile-tags/:id': {
    method: 'PUT',
    path: () => `/profile-tags/${ids.tag}`,
    token: asAdmin,
    fields: ['name', 'color'],
    valid: { name: 'Cible du fuzz' },
  },
  'POST /profile-tags/assign': {
    method: 'POST',
    path: () => '/profile-tags/assign',
    token: asAdmin,
    fields: ['userId', 'tagIds'],
    valid: { userId: 0, tagIds: [] },
  },
};

describe.each(Object.entries(ENDPOINTS))('%s', (_name, endpoint) => {
  it('answers random and boundary bodies without a 500, in the French envelope, and writes nothing when it refuses', async () => {
    if (endpoint.fields.includes('userId')) endpoint.valid = { userId: ids.user, tagIds: [ids.tag] };
    await fc.assert(
      fc.asyncProperty(bodyFor(endpoint.fields, endpoint.valid), async (body) => {
        const before = await databaseFingerprint(t);
        const res = await t.api(endpoint.method, endpoint.path(), { token: endpoint.token(), body });
        const problems = envelopeProblems(res);
        if (res.status >= 400 && (await databaseFingerprint(t)) !== before)
          problems.push(`écriture partielle malgré ${res.status}`);
        if (res.status < 300) {
          // The submission is consumed; its reward settles in the background before the next run.
          if (endpoint.path().includes('/admin/submissions/')) pendingSubmissions = pendingSubmissions.slice(1);
          // A write's e-mails are sent in the background too (the notification's mail state changes then).
          await queuesSettled();
        }
        if (problems.length) throw new Error(`${res.status} ${JSON.stringify(res.body)} : ${problems.join(', ')}`);
      }),
      { numRuns: FUZZ_RUNS, endOnFailure: true },
    );
  });
});

it('answers malformed JSON, a wrong content type and an oversized body with a French 4xx and no write', async () => {
  for (const [headers, raw] of [
    [{ 'content-type': 'application/json' }, '{"email": "a@b.fr", '],
    [{ 'content-type': 'application/json' }, '\u0000'],
    [{ 'content-type': 'text/plain' }, 'email=a'],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, 'email=a&password=b'],
    [{ 'content-type': 'application/json' }, JSON.stringify({ title: 'x', content: 'y'.repeat(3 * 1024 * 1024) })],
  ] as const) {
    const before = await databaseFingerprint(t);
    const res = await t.api('POST', '/articles', { token: admin, headers: { ...headers }, raw });
    expect({ raw: raw.slice(0, 40), problems: envelopeProblems(res), status: res.status < 500 && res.status >= 400 }).toEqual({
      raw: raw.slice(0, 40),
      problems: [],
      status: true,
    });
    expect(await databaseFingerprint(t)).toBe(before);
  }
});
