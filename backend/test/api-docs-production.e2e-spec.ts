import { startSandbox, type RunningSandbox } from '@blog/whmcs-sandbox';
import { DataSource } from 'typeorm';
import { User, type Role } from '../src/users/entities/user.entity';
import { PasswordHasher } from '../src/users/password-hasher';
import { envelopeProblems } from './support/fuzz';
import { startTestApp, type TestApp } from './support/test-app';

const DOCS = [
  '/blog/api/docs',
  '/blog/api/docs/',
  '/blog/api/docs-json',
  '/blog/api/docs-yaml',
  '/blog/api/docs/swagger-ui-init.js',
  '/blog/api/docs/swagger-ui.css',
];

let sandbox: RunningSandbox;

beforeAll(async () => {
  // Production refuses the sandbox's default credentials: this one has its own.
  sandbox = await startSandbox({
    identifier: 'docs-prod-identifier',
    secret: 'docs-prod-secret',
    port: 0,
    seedDemo: false,
    controlApi: false,
  });
});
afterAll(() => sandbox?.close());

const productionEnv = (extra: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  WHMCS_URL: sandbox.url,
  WHMCS_IDENTIFIER: 'docs-prod-identifier',
  WHMCS_SECRET: 'docs-prod-secret',
  SMTP_URL: 'smtp://127.0.0.1:9',
  REDIS_URL: undefined,
  ...extra,
});

/** Production has no demo accounts: staff are written to the database, then sign in for real. */
async function signedIn(t: TestApp, role: Role, name: string): Promise<string> {
  const password = 'Motdepasse!123';
  const password_hash = await t.app.get(PasswordHasher, { strict: false }).hash(password);
  await t.app
    .get(DataSource)
    .getRepository(User)
    .save({ username: name, email: `${name}@exemple.fr`, password_hash, role, is_active: true });
  return t.login(`${name}@exemple.fr`, password);
}

async function get(t: TestApp, path: string, token?: string): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(`${t.origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

describe('API documentation in production', () => {
  let t: TestApp;
  let admin: string;
  let redacteur: string;
  let contributor: string;

  beforeAll(async () => {
    t = await startTestApp({ demo: false, env: productionEnv({ API_DOCS_PUBLIC: undefined }) });
    admin = await signedIn(t, 'admin', 'admindocs');
    redacteur = await signedIn(t, 'redacteur', 'redacdocs');
    contributor = await signedIn(t, 'contributor', 'contribdocs');
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the plain French 404 to anonymous callers, on the UI page, its assets, the JSON and the YAML', async () => {
    for (const path of DOCS) {
      const res = await get(t, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(envelopeProblems({ status: res.status, body: JSON.parse(res.text), headers: res.headers })).toEqual([]);
      expect(res.text).not.toMatch(/openapi|swagger/i);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 404 to signed-in callers who are not admins, and to a forged token', async () => {
    for (const token of [contributor, redacteur, `${admin.slice(0, -4)}AAAA`]) {
      expect((await get(t, '/blog/api/docs-json', token)).status).toBe(404);
    }
  });

  it('gives admins the document and the UI with their bearer token', async () => {
    const json = await get(t, '/blog/api/docs-json', admin);
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text).openapi).toMatch(/^3\./);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const page = await get(t, '/blog/api/docs', admin);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/swagger-ui/);
    expect(page.text).toContain('<html lang="fr">');
    expect((await get(t, '/blog/api/docs/swagger-ui.css', admin)).status).toBe(200);
  });

  it('leaves the rest of the API alone', async () => {
    expect((await get(t, '/blog/api/health')).status).toBe(200);
    expect((await get(t, '/blog/api/categories')).status).toBe(200);
  });
});

describe('API documentation in production with API_DOCS_PUBLIC=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: false, env: productionEnv({ API_DOCS_PUBLIC: 'true' }) });
  }, 60_000);
  afterAll(() => t?.close());

  it('is public', async () => {
    const json = await get(t, '/blog/api/docs-json');
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text).openapi).toMatch(/^3\./);
    expect((await get(t, '/blog/api/docs')).status).toBe(200);
  });
});

describe('API documentation outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: false, env: { NODE_ENV: 'test', API_DOCS_PUBLIC: undefined, REDIS_URL: undefined } });
  }, 60_000);
  afterAll(() => t?.close());

  it('is public by default, and closed by API_DOCS_PUBLIC=false', async () => {
    expect((await get(t, '/blog/api/docs-json')).status).toBe(200);
    const { loadAppConfig } = await import('../src/config/app-config');
    expect(loadAppConfig({ NODE_ENV: 'development', API_DOCS_PUBLIC: 'false' }).apiDocsPublic).toBe(false);
    expect(loadAppConfig({ NODE_ENV: 'development' }).apiDocsPublic).toBe(true);
  });
});
