import { DEMO_CLIENT_EMAIL, type RunningSandbox, startSandbox } from '../src';
import { callApi, control, IDENTIFIER, NEW_CLIENT, SECRET } from './api-client';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, seedDemo: true, controlApi: true });
});

afterAll(() => sandbox.close());

beforeEach(() => control(sandbox, 'POST', '/reset'));

function without(field: keyof typeof NEW_CLIENT): Record<string, string> {
  const fields: Record<string, string> = { ...NEW_CLIENT };
  delete fields[field];
  return fields;
}

describe('AddClient', () => {
  it('creates a user and a client, returning clientid and owner_id, with ids counting from 1', async () => {
    const answer = await callApi(sandbox, { action: 'AddClient', ...NEW_CLIENT });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success', clientid: '2', owner_id: 2 });
    const login = await callApi(sandbox, {
      action: 'ValidateLogin',
      email: NEW_CLIENT.email,
      password2: NEW_CLIENT.password2,
    });
    expect(login.body).toMatchObject({ result: 'success', userid: '2' });
    const details = await callApi(sandbox, { action: 'GetClientsDetails', clientid: '2' });
    expect(details.body.client).toMatchObject({ owner_user_id: 2, firstname: 'Jean', city: 'Lyon', credit: '0.00' });
  });

  it.each([
    ['firstname', 'You did not enter your first name'],
    ['lastname', 'You did not enter your last name'],
    ['email', 'You did not enter your email address'],
    ['address1', 'You did not enter your  address line 1'],
    ['city', 'You did not enter your city'],
    ['state', 'You did not enter your state'],
    ['postcode', 'You did not enter your postcode'],
    ['country', 'Valid country required'],
    ['phonenumber', 'You did not enter your phone number'],
    ['password2', 'You did not enter a password'],
  ] as const)("refuses a missing %s with WHMCS's message", async (field, message) => {
    const answer = await callApi(sandbox, { action: 'AddClient', ...without(field) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'error', message });
  });

  it('reports the first failure in the docs order when several fields are wrong', async () => {
    const answer = await callApi(sandbox, { action: 'AddClient', ...NEW_CLIENT, lastname: '', city: '', email: 'bad' });
    expect(answer.body.message).toBe('You did not enter your last name');
  });

  it('refuses malformed emails, countries and phone numbers', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: 'not-an-email' }, 'The email address you entered was not valid'],
      [{ country: 'France' }, 'Valid country required'],
      [{ country: 'XX' }, 'Valid country required'],
      [{ phonenumber: 'appelez-moi' }, 'Invalid telephone phone number'],
    ];
    for (const [fields, message] of cases) {
      const answer = await callApi(sandbox, { action: 'AddClient', ...NEW_CLIENT, ...fields });
      expect(answer.body).toEqual({ result: 'error', message });
    }
  });

  it('refuses an email already used by a client, whatever its case', async () => {
    const answer = await callApi(sandbox, { action: 'AddClient', ...NEW_CLIENT, email: 'CLIENT@demo.LOCAL' });
    expect(answer.body).toEqual({ result: 'error', message: 'The email address entered is not available for use.' });
  });

  it('adds a client to an existing owner user without a password', async () => {
    const answer = await callApi(sandbox, {
      action: 'AddClient',
      ...without('password2'),
      email: 'societe@example.fr',
      owner_user_id: '1',
    });
    expect(answer.body).toEqual({ result: 'success', clientid: '2', owner_id: 1 });
    const users = await callApi(sandbox, { action: 'GetUsers', search: DEMO_CLIENT_EMAIL });
    expect((users.body.users as Array<{ clients: unknown }>)[0].clients).toEqual([
      { id: 1, isOwner: true },
      { id: 2, isOwner: true },
    ]);
  });

  it('refuses an unknown owner_user_id before any other check', async () => {
    for (const owner of ['999', 'abc']) {
      const answer = await callApi(sandbox, { action: 'AddClient', owner_user_id: owner });
      expect(answer.body).toEqual({ result: 'error', message: 'Invalid Owner User ID' });
    }
  });

  it('with skipvalidation needs only the email and password', async () => {
    const answer = await callApi(sandbox, {
      action: 'AddClient',
      skipvalidation: 'true',
      email: 'minimal@example.fr',
      password2: 'secret-pass',
    });
    expect(answer.body).toMatchObject({ result: 'success', clientid: '2' });
    const noPassword = await callApi(sandbox, { action: 'AddClient', skipvalidation: '1', email: 'other@example.fr' });
    expect(noPassword.body).toEqual({ result: 'error', message: 'You did not enter a password' });
    const noEmail = await callApi(sandbox, { action: 'AddClient', skipvalidation: '1', password2: 'x' });
    expect(noEmail.body).toEqual({ result: 'error', message: 'You did not enter your email address' });
  });

  it('keeps emails unique across concurrent registrations', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => callApi(sandbox, { action: 'AddClient', ...NEW_CLIENT, email: 'race@example.fr' })),
    );
    expect(answers.filter((answer) => answer.body.result === 'success')).toHaveLength(1);
  });
});
