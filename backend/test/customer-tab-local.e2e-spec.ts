import { startTestApp, TestApp } from './support/test-app';

describe('customer tab for contributors with a local password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs in a contributor created by an admin, who has no WHMCS account', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const res = await t.api('POST', '/whmcs/auth', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: u.id, role: 'contributor', whmcs_client_id: null });
    expect((await t.api('GET', '/auth/me', { token: res.body.token })).status).toBe(200);
  });

  it('still refuses a wrong password with the same French 401', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const res = await t.api('POST', '/whmcs/auth', { body: { email: u.email, password: 'pas-le-bon-mot' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'Email ou mot de passe incorrect' });
  });

  it('never opens a staff session on the customer tab, without telling a right staff password from a wrong one', async () => {
    const redacteur = await t.createUser({ role: 'redacteur' });
    const right = await t.api('POST', '/whmcs/auth', { body: { email: redacteur.email, password: redacteur.password } });
    const wrong = await t.api('POST', '/whmcs/auth', { body: { email: redacteur.email, password: 'pas-le-bon-mot' } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual(wrong.body);
  });
});
