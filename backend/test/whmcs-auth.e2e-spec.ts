import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { startTestApp, type TestApp } from './support/test-app';
import { startTestSandbox } from './rewards-support';

const registration = (email: string) => ({
  firstname: 'Élodie',
  lastname: 'Martin',
  email,
  password: 'Motdepasse!1',
  address1: '3 place Bellecour',
  city: 'Lyon',
  postcode: '69002',
  phonenumber: '0478000000',
});

describe('customer sign-in and registration through WHMCS', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = await startTestApp({ env: { WHMCS_URL: sandbox.url, REDIS_URL: undefined, WHMCS_TIMEOUT_MS: '1000' } });
  });
  afterEach(() => sandbox.resetFaults());
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('signs the demo client in as a contributor linked by client id, the same account each time', async () => {
    const first = await t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'Client!2345' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { role: 'contributor', email: 'client@demo.local', whmcs_client_id: 1 },
    });
    const second = await t.api('POST', '/whmcs/auth', { body: { email: 'CLIENT@demo.local', password: 'Client!2345' } });
    expect(second.body.user.id).toBe(first.body.user.id);
    expect((await t.api('GET', '/auth/me', { token: second.body.token })).status).toBe(200);
  });

  it('answers 401 in French on wrong credentials', async () => {
    const res = await t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'mauvais' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Email ou mot de passe incorrect');
  });

  it('never opens a staff session on the customer tab, and answers a right staff password like a wrong one', async () => {
    const res = await t.api('POST', '/whmcs/auth', { body: { email: 'admin@demo.local', password: 'Admin!2345' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Email ou mot de passe incorrect');
    expect(res.body.token).toBeUndefined();
  });

  it('answers 502 in French, never 500, when WHMCS is down or answers an HTML page', async () => {
    for (const fault of [{ outage: true }, { html503: true }]) {
      sandbox.setFaults(fault);
      const login = await t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'Client!2345' } });
      expect(login.status).toBe(502);
      expect(login.body.error).toBe('Service de facturation indisponible, réessayez plus tard');
      const register = await t.api('POST', '/whmcs/register', { body: registration(`panne${Date.now()}@exemple.fr`) });
      expect(register.status).toBe(502);
      sandbox.resetFaults();
    }
  });

  it('registers a customer in WHMCS with the default country, then signs them in', async () => {
    const email = `inscrit${Date.now()}@exemple.fr`;
    const res = await t.api('POST', '/whmcs/register', { body: registration(email) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email, role: 'contributor', display_name: 'Élodie Martin' },
    });
    const client = sandbox.state().clients.find((c) => c.email === email);
    expect(client).toMatchObject({ id: res.body.user.whmcs_client_id, country: 'FR' });
    const again = await t.api('POST', '/whmcs/auth', { body: { email, password: 'Motdepasse!1' } });
    expect(again.body.user.id).toBe(res.body.user.id);
  });

  it('registers namesakes arriving at the same moment, each under a username of their own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.api('POST', '/whmcs/register', { body: registration(`homonyme${i}@exemple.fr`) })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.user.username)).size).toBe(6);
  });

  it('answers 409 in French when the email already has a WHMCS account', async () => {
    const res = await t.api('POST', '/whmcs/register', { body: registration('client@demo.local') });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/existe déjà/);
  });

  it('enforces the registration rules with the spec texts and translates WHMCS validation errors', async () => {
    const missing = await t.api('POST', '/whmcs/register', { body: { ...registration('a@exemple.fr'), city: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Tous les champs sont requis');
    const short = await t.api('POST', '/whmcs/register', { body: { ...registration('b@exemple.fr'), password: 'court' } });
    expect(short.body.error).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const phone = await t.api('POST', '/whmcs/register', {
      body: { ...registration(`tel${Date.now()}@exemple.fr`), phonenumber: 'abc' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.error).toBe('Le numéro de téléphone est invalide');
  });

  it('links a WHMCS account created without a local user (registration interrupted) at its first sign-in', async () => {
    const email = `interrompu${Date.now()}@exemple.fr`;
    const form = new URLSearchParams({
      identifier: 'sandbox-identifier',
      secret: 'sandbox-secret',
      action: 'AddClient',
      responsetype: 'json',
      firstname: 'Paul',
      lastname: 'Durand',
      email,
      password2: 'Motdepasse!1',
      address1: '1 rue',
      city: 'Nantes',
      state: 'Nantes',
      postcode: '44000',
      country: 'FR',
      phonenumber: '0240000000',
    });
    const added = (await (await fetch(`${sandbox.url}/includes/api.php`, { method: 'POST', body: form })).json()) as {
      clientid: string;
    };
    const res = await t.api('POST', '/whmcs/auth', { body: { email, password: 'Motdepasse!1' } });
    expect(res.status).toBe(200);
    expect(res.body.user.whmcs_client_id).toBe(Number(added.clientid));
  });
});
