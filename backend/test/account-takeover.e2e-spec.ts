import { randomBytes } from 'node:crypto';
import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { SANDBOX_IDENTIFIER, SANDBOX_SECRET, startTestSandbox } from './rewards-support';
import { startTestApp, type TestApp } from './support/test-app';

const registration = (email: string) => ({
  firstname: 'Malo',
  lastname: 'Lefèvre',
  email,
  password: 'Attaquant!123',
  address1: '12 rue des Lilas',
  city: 'Rennes',
  postcode: '35000',
  phonenumber: '0299000000',
});

const unique = (name: string) => `${name}-${process.pid}-${randomBytes(3).toString('hex')}@exemple.fr`;

/** A client created straight in WHMCS (its own client area accepts any address, unverified). */
async function addWhmcsClient(sandbox: RunningSandbox, email: string, password: string): Promise<number> {
  const form = new URLSearchParams({
    identifier: SANDBOX_IDENTIFIER,
    secret: SANDBOX_SECRET,
    action: 'AddClient',
    responsetype: 'json',
    firstname: 'Malo',
    lastname: 'Lefèvre',
    email,
    password2: password,
    address1: '12 rue des Lilas',
    city: 'Rennes',
    state: 'Rennes',
    postcode: '35000',
    country: 'FR',
    phonenumber: '0299000000',
  });
  const answer = (await (await fetch(`${sandbox.url}/includes/api.php`, { method: 'POST', body: form })).json()) as {
    result: string;
    clientid?: string;
  };
  if (answer.result !== 'success') throw new Error(`AddClient refusé : ${JSON.stringify(answer)}`);
  return Number(answer.clientid);
}

describe('no account can be taken over through WHMCS registration or customer sign-in', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;
  let adminToken: string;

  const userById = async (id: number) => {
    const res = await t.api('GET', '/auth/users?limit=200', { token: adminToken });
    return (res.body.users as Array<{ id: number; email: string; whmcs_client_id: number | null; role: string }>).find(
      (u) => u.id === id,
    );
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = await startTestApp({ env: { WHMCS_URL: sandbox.url, REDIS_URL: undefined, WHMCS_AUTH_FLOOR_MS: '0' } });
    adminToken = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('refuses registration with the address of an existing contributor: French 409, no token, no WHMCS client, victim unchanged', async () => {
    const victim = await t.createUser({ role: 'contributor', email: unique('victime') });
    const clientsBefore = sandbox.state().clients.length;

    const res = await t.api('POST', '/whmcs/register', { body: registration(victim.email) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec l’onglet Client.',
      code: 'billing.accountExists',
      message: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec l’onglet Client.',
    });
    expect(res.body.token).toBeUndefined();
    expect(sandbox.state().clients).toHaveLength(clientsBefore);
    expect(sandbox.state().clients.some((c) => c.email === victim.email)).toBe(false);
    expect(await userById(victim.id)).toMatchObject({ email: victim.email, whmcs_client_id: null, role: 'contributor' });
    expect((await t.api('POST', '/auth/login', { body: { email: victim.email, password: victim.password } })).status).toBe(200);
  });

  it('answers the same 409 for a staff address as for a contributor address, whatever its case or spacing', async () => {
    const redacteur = await t.createUser({ role: 'redacteur', email: unique('redac') });
    const contributor = await t.createUser({ role: 'contributor', email: unique('contrib') });
    const staffAnswer = await t.api('POST', '/whmcs/register', { body: registration(`  ${redacteur.email.toUpperCase()} `) });
    const contributorAnswer = await t.api('POST', '/whmcs/register', { body: registration(contributor.email) });
    const adminAnswer = await t.api('POST', '/whmcs/register', { body: registration('Admin@Demo.Local') });
    expect(staffAnswer.status).toBe(409);
    expect(staffAnswer.body).toEqual(contributorAnswer.body);
    expect(adminAnswer.body).toEqual(contributorAnswer.body);
    expect((await userById(redacteur.id))?.whmcs_client_id).toBeNull();
  });

  it('does not link a WHMCS account to a local account with the same address without that account’s password', async () => {
    const victim = await t.createUser({ role: 'contributor', email: unique('cible') });
    const clientId = await addWhmcsClient(sandbox, victim.email, 'Attaquant!123');

    const without = await t.api('POST', '/whmcs/auth', { body: { email: victim.email, password: 'Attaquant!123' } });
    expect(without.status).toBe(409);
    expect(without.body).toMatchObject({
      success: false,
      error:
        'Un compte du blog existe déjà avec cette adresse e-mail. Pour le relier à votre compte client, saisissez aussi le mot de passe de ce compte du blog.',
      details: [{ field: 'local_password' }],
    });
    expect(without.body.token).toBeUndefined();

    const guessed = await t.api('POST', '/whmcs/auth', {
      body: { email: victim.email, password: 'Attaquant!123', local_password: 'devine-1234' },
    });
    expect(guessed.status).toBe(401);
    expect(guessed.body).toMatchObject({
      error: 'Le mot de passe du compte du blog est incorrect.',
      details: [{ field: 'local_password' }],
    });
    expect(guessed.body.token).toBeUndefined();
    expect((await userById(victim.id))?.whmcs_client_id).toBeNull();

    const proven = await t.api('POST', '/whmcs/auth', {
      body: { email: victim.email, password: 'Attaquant!123', local_password: victim.password },
    });
    expect(proven.status).toBe(200);
    expect(proven.body.user).toMatchObject({ id: victim.id, whmcs_client_id: clientId, role: 'contributor' });
    expect((await userById(victim.id))?.whmcs_client_id).toBe(clientId);
    // Linked once: the WHMCS password alone now opens that account.
    const next = await t.api('POST', '/whmcs/auth', { body: { email: victim.email, password: 'Attaquant!123' } });
    expect(next.body.user?.id).toBe(victim.id);
  });

  it('links at once a contributor who uses the same password for the blog and for WHMCS', async () => {
    const owner = await t.createUser({ role: 'contributor', email: unique('proprio'), password: 'LeMeme!12345' });
    const clientId = await addWhmcsClient(sandbox, owner.email, 'LeMeme!12345');
    const res = await t.api('POST', '/whmcs/auth', { body: { email: owner.email, password: 'LeMeme!12345' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: owner.id, whmcs_client_id: clientId });
  });

  it('never links a staff account to a WHMCS client, even with both passwords', async () => {
    for (const role of ['redacteur', 'admin']) {
      const staff = await t.createUser({ role, email: unique(role), password: 'Equipe!12345' });
      await addWhmcsClient(sandbox, staff.email, 'Equipe!12345');
      const same = await t.api('POST', '/whmcs/auth', { body: { email: staff.email, password: 'Equipe!12345' } });
      const both = await t.api('POST', '/whmcs/auth', {
        body: { email: staff.email, password: 'Equipe!12345', local_password: 'Equipe!12345' },
      });
      for (const res of [same, both]) {
        expect(res.status).toBe(403);
        expect(res.body.token).toBeUndefined();
        expect(res.body.error).toMatch(/Équipe/);
      }
      expect(await userById(staff.id)).toMatchObject({ role, whmcs_client_id: null });
    }
  });

  it('still registers a new address and links an interrupted registration by WHMCS proof alone', async () => {
    const email = unique('nouveau');
    const res = await t.api('POST', '/whmcs/register', { body: registration(email) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, role: 'contributor', whmcs_client_id: expect.any(Number) });

    const orphan = unique('orphelin');
    const clientId = await addWhmcsClient(sandbox, orphan, 'Orphelin!123');
    const signIn = await t.api('POST', '/whmcs/auth', { body: { email: orphan, password: 'Orphelin!123' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email: orphan, whmcs_client_id: clientId });
  });
});
