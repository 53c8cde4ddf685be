import { startTestApp, TestApp } from './support/test-app';

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('sends a Content-Security-Policy without inline scripts, and the usual hardening headers', async () => {
    const res = await fetch(`${t.origin}/blog/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps CORS closed by default', async () => {
    const res = await fetch(`${t.origin}/blog/api/categories`, { headers: { origin: 'https://ailleurs.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.origin}/blog/api/categories`, {
      method: 'OPTIONS',
      headers: { origin: 'https://ailleurs.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never caches error answers', async () => {
    const res = await fetch(`${t.origin}/blog/api/auth/me`);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS opened by configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: false, env: { CORS_ORIGINS: 'https://hebergeur.example' } });
  });
  afterAll(() => t.close());

  it('allows the configured origin only', async () => {
    const ok = await fetch(`${t.origin}/blog/api/categories`, { headers: { origin: 'https://hebergeur.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://hebergeur.example');
    const other = await fetch(`${t.origin}/blog/api/categories`, { headers: { origin: 'https://ailleurs.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
