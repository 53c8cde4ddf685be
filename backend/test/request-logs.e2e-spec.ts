import { unsubscribeQuery } from '../src/notifications/unsubscribe-links';
import { spawnApi, type SpawnedApi } from './support/spawned-api';

const JWT_SECRET = 'test-secret-that-is-long-enough-to-pass-checks';
const ADMIN_PASSWORD = 'Admin!2345';
const NEW_PASSWORD = 'Nouveau!Secret-4242';
const CUSTOMER_PASSWORD = 'Inscription!Secret-77';

interface LogLine {
  msg?: string;
  reqId?: string;
  route?: string;
  url?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
  method?: string;
}

describe('structured logs (LOG_FORMAT=json)', () => {
  let api: SpawnedApi;
  afterAll(() => api?.stop('SIGKILL'));

  it('writes one JSON line per request with the id sent back, and never a password, token or signature', async () => {
    api = await spawnApi({ LOG_FORMAT: 'json', SHUTDOWN_DRAIN_MS: '0' });
    const ids: { id: string; status: number; path: string }[] = [];
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${api.origin}/blog/api${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      ids.push({ id: id!, status: res.status, path });
      const text = await res.text();
      return { status: res.status, id: id!, body: text.startsWith('{') ? JSON.parse(text) : text };
    };

    // A sane incoming id is kept; anything else is replaced.
    const login = await call(
      'POST',
      '/auth/login',
      { email: 'admin@demo.local', password: ADMIN_PASSWORD },
      { 'x-request-id': 'lb-4f2a.9' },
    );
    expect(login.status).toBe(200);
    expect(login.id).toBe('lb-4f2a.9');
    const adminToken = login.body.token as string;
    const auth = { authorization: `Bearer ${adminToken}` };
    const odd = await call('GET', '/health/live', undefined, { 'x-request-id': 'x'.repeat(65) });
    expect(odd.id).not.toBe('x'.repeat(65));
    expect((await call('GET', '/health/live', undefined, { 'x-request-id': 'a b<script>' })).id).not.toMatch(/ /);

    // A page served from the public cache carries its own request's id, not the one that filled the cache.
    const first = await call('GET', '/categories');
    const cached = await call('GET', '/categories');
    expect(cached.id).not.toBe(first.id);

    const registered = await call('POST', '/whmcs/register', {
      firstname: 'Élodie',
      lastname: 'Martin',
      email: `journal${Date.now()}@exemple.fr`,
      password: CUSTOMER_PASSWORD,
      address1: '3 place Bellecour',
      city: 'Lyon',
      postcode: '69002',
      phonenumber: '0478000000',
    });
    expect(registered.status).toBe(200);
    const customerToken = registered.body.token as string;
    expect((await call('GET', '/auth/me', undefined, { authorization: `Bearer ${customerToken}` })).status).toBe(200);

    const me = await call('GET', '/auth/me', undefined, auth);
    const admin = me.body.user as { id: number; username: string };
    const changed = await call(
      'PUT',
      '/users/profile',
      { username: admin.username, currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      auth,
    );
    expect(changed.status).toBe(200);
    const relogin = await call('POST', '/auth/login', { email: 'admin@demo.local', password: NEW_PASSWORD });
    expect(relogin.status).toBe(200);

    const query = unsubscribeQuery(JWT_SECRET, admin.id, 'submission_published');
    const sig = new URLSearchParams(query).get('sig')!;
    expect((await call('GET', `/notifications/unsubscribe?${query}`)).status).toBe(200);
    // A failing call with a token in its query string: the value is masked too.
    await call('GET', `/notifications/unsubscribe?${query.replace(sig, sig.slice(0, 63) + '0')}&token=${adminToken}`);

    expect(await api.stop('SIGTERM')).toBe(0);
    // The demo admin's password is printed once at start-up by design (README): only that line may hold it.
    const output = api
      .output()
      .split('\n')
      .filter((l) => !l.includes('Compte administrateur de démonstration'))
      .join('\n');
    const secrets = {
      ADMIN_PASSWORD,
      NEW_PASSWORD,
      CUSTOMER_PASSWORD,
      adminToken,
      customerToken,
      relogin: relogin.body.token,
      sig,
      JWT_SECRET,
    };
    expect(Object.entries(secrets).filter(([, secret]) => output.includes(secret))).toEqual([]);
    // Nothing but JSON lines, except what the embedded WHMCS sandbox prints.
    const lines = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
    expect(lines.some((l) => l.msg?.includes('Blog disponible'))).toBe(true);
    const requests = lines.filter((l) => l.msg === 'requête');
    for (const { id, status, path } of ids) {
      const line = requests.find((l) => l.reqId === id);
      expect({ path, line: line && { status: line.status, method: typeof line.method } }).toEqual({
        path,
        line: { status, method: 'string' },
      });
      expect(line!.durationMs).toEqual(expect.any(Number));
    }
    const meLine = requests.find((l) => l.reqId === me.id)!;
    expect(meLine.route).toBe('/blog/api/auth/me');
    expect(meLine.userId).toBe(admin.id);
    expect(requests.find((l) => l.url?.includes('unsubscribe') && l.url.includes('token='))!.url).toMatch(
      /sig=\[masqué\].*token=\[masqué\]/,
    );
  }, 120_000);
});
