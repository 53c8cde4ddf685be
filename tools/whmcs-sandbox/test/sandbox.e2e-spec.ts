import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, type RunningSandbox, startSandbox } from '../src';
import { addClient, callApi, control, IDENTIFIER, NEW_CLIENT, SECRET } from './api-client';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, seedDemo: true, controlApi: true });
});

afterAll(() => sandbox.close());

beforeEach(async () => {
  sandbox.resetFaults();
  await control(sandbox, 'POST', '/reset');
});

describe('api.php transport', () => {
  it('answers with an application/json content type and a result field', async () => {
    const answer = await callApi(sandbox, { action: 'GetCredits', clientid: '1' });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body.result).toBe('success');
  });

  it('rejects a GET request with 403 Authentication Failed', async () => {
    const response = await fetch(`${sandbox.url}/includes/api.php?identifier=${IDENTIFIER}&secret=${SECRET}&action=GetCredits`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ result: 'error', message: 'Authentication Failed' });
  });

  it('rejects a JSON body with 403 Authentication Failed, as PHP does not read JSON into $_POST', async () => {
    const response = await fetch(`${sandbox.url}/includes/api.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: IDENTIFIER, secret: SECRET, action: 'GetCredits', clientid: '1' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ result: 'error', message: 'Authentication Failed' });
  });

  it('accepts multipart/form-data bodies like FormData clients send', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ identifier: IDENTIFIER, secret: SECRET, action: 'ValidateLogin' })) {
      form.append(key, value);
    }
    form.append('email', DEMO_CLIENT_EMAIL);
    form.append('password2', DEMO_CLIENT_PASSWORD);
    const response = await fetch(`${sandbox.url}/includes/api.php`, { method: 'POST', body: form });
    expect(await response.json()).toMatchObject({ result: 'success', userid: '1' });
  });

  it('tolerates a query string, a trailing path and a base path before includes/api.php', async () => {
    for (const path of ['/includes/api.php?foo=bar', '/includes/api.php/extra', '/billing/includes/api.php']) {
      const answer = await callApi(sandbox, { action: 'GetCredits', clientid: '1' }, { path });
      expect(answer.body.result).toBe('success');
    }
  });

  it('answers 404 outside api.php', async () => {
    const response = await fetch(`${sandbox.url}/admin/`);
    expect(response.status).toBe(404);
  });

  it('matches the action name case-insensitively', async () => {
    for (const action of ['validatelogin', 'VALIDATELOGIN', 'ValidateLogin']) {
      const answer = await callApi(sandbox, { action, email: DEMO_CLIENT_EMAIL, password2: DEMO_CLIENT_PASSWORD });
      expect(answer.body.result).toBe('success');
    }
  });

  it('answers an unknown action with 200 Command Not Found', async () => {
    const answer = await callApi(sandbox, { action: 'GetTickets' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'error', message: 'Command Not Found' });
  });
});

describe('api.php authentication', () => {
  it('refuses a wrong secret or missing credentials with 403 Authentication Failed', async () => {
    const attempts: Array<Record<string, string>> = [
      { secret: 'wrong' },
      { identifier: '', secret: '' },
      { identifier: 'other' },
    ];
    for (const fields of attempts) {
      const answer = await callApi(sandbox, { action: 'GetCredits', clientid: '1', ...fields });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ result: 'error', message: 'Authentication Failed' });
    }
  });

  it('checks credentials before looking at the action', async () => {
    const answer = await callApi(sandbox, { action: 'NoSuchAction', secret: 'wrong' });
    expect(answer.status).toBe(403);
  });

  it('accepts the credential under the legacy username and password names', async () => {
    const form = new URLSearchParams({ username: IDENTIFIER, password: SECRET, action: 'GetCredits', clientid: '1' });
    const response = await fetch(`${sandbox.url}/includes/api.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'success' });
  });

  it('refuses callers outside the IP allow-list with 403 Invalid IP unless they send the access key', async () => {
    const guarded = await startSandbox({
      identifier: IDENTIFIER,
      secret: SECRET,
      allowedIps: ['10.20.30.40'],
      accessKey: 'acc3ss!key',
      seedDemo: true,
    });
    try {
      const refused = await callApi(guarded, { action: 'GetCredits', clientid: '1' });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ result: 'error', message: 'Invalid IP 127.0.0.1' });
      const inBody = await callApi(guarded, { action: 'GetCredits', clientid: '1', accesskey: 'acc3ss!key' });
      expect(inBody.body.result).toBe('success');
      const inQuery = await callApi(
        guarded,
        { action: 'GetCredits', clientid: '1' },
        { path: `/includes/api.php?accesskey=${encodeURIComponent('acc3ss!key')}` },
      );
      expect(inQuery.body.result).toBe('success');
    } finally {
      await guarded.close();
    }
  });

  it('refuses actions outside the API role with 403 and the lower-case action name', async () => {
    const limited = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, allowedActions: ['GetCredits'] });
    try {
      const answer = await callApi(limited, { action: 'AddCredit', clientid: '1', amount: '1', description: 'x' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        result: 'error',
        message: 'Invalid Permissions: API action "addcredit" is not allowed',
      });
      const allowed = await callApi(limited, { action: 'getcredits', clientid: '1' });
      expect(allowed.body).toEqual({ result: 'error', message: 'Client ID Not Found' });
    } finally {
      await limited.close();
    }
  });
});

describe('ValidateLogin', () => {
  it('returns the user id as a string, a 40-hex session hash and twoFactorEnabled false', async () => {
    const answer = await callApi(sandbox, {
      action: 'ValidateLogin',
      email: DEMO_CLIENT_EMAIL,
      password2: DEMO_CLIENT_PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: 'success',
      userid: '1',
      passwordhash: expect.stringMatching(/^[0-9a-f]{40}$/),
      twoFactorEnabled: false,
    });
  });

  it('finds the user whatever the case of the email', async () => {
    const answer = await callApi(sandbox, {
      action: 'ValidateLogin',
      email: 'CLIENT@Demo.Local',
      password2: DEMO_CLIENT_PASSWORD,
    });
    expect(answer.body.result).toBe('success');
  });

  it('gives the same error for a wrong password, an unknown email and missing fields', async () => {
    const attempts: Array<Record<string, string>> = [
      { email: DEMO_CLIENT_EMAIL, password2: 'wrong' },
      { email: 'nobody@demo.local', password2: DEMO_CLIENT_PASSWORD },
      { email: DEMO_CLIENT_EMAIL },
      {},
    ];
    for (const fields of attempts) {
      const answer = await callApi(sandbox, { action: 'ValidateLogin', ...fields });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: 'error', message: 'Email or Password Invalid' });
    }
  });

  it('accepts passwords containing &, #, + and spaces sent form-encoded', async () => {
    await addClient(sandbox, { password2: ' a&b#c+d ' });
    const answer = await callApi(sandbox, { action: 'ValidateLogin', email: NEW_CLIENT.email, password2: ' a&b#c+d ' });
    expect(answer.body.result).toBe('success');
  });

  it('omits passwordhash when the user has two-factor authentication', async () => {
    await control(sandbox, 'POST', '/two-factor', { email: DEMO_CLIENT_EMAIL, enabled: true });
    const answer = await callApi(sandbox, {
      action: 'ValidateLogin',
      email: DEMO_CLIENT_EMAIL,
      password2: DEMO_CLIENT_PASSWORD,
    });
    expect(answer.body).toEqual({ result: 'success', userid: '1', twoFactorEnabled: true });
  });
});

describe('GetUsers', () => {
  it('prefix-searches users and lists their clients in a flat users array with numeric counters', async () => {
    const clientId = await addClient(sandbox);
    const answer = await callApi(sandbox, { action: 'GetUsers', search: 'jean.d' });
    expect(answer.body).toEqual({
      result: 'success',
      totalresults: 1,
      startnumber: 0,
      numreturned: 1,
      users: [
        {
          id: 2,
          firstname: 'Jean',
          lastname: 'Dupont',
          email: NEW_CLIENT.email,
          datecreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          validationdata: '',
          clients: [{ id: Number(clientId), isOwner: true }],
        },
      ],
    });
  });

  it('matches names too, which is why callers must filter for the exact email', async () => {
    await addClient(sandbox, { email: 'demo.fan@example.fr', firstname: 'Demonstrateur' });
    const answer = await callApi(sandbox, { action: 'GetUsers', search: 'demo' });
    const emails = (answer.body.users as Array<{ email: string }>).map((user) => user.email);
    expect(emails.sort()).toEqual([DEMO_CLIENT_EMAIL, 'demo.fan@example.fr'].sort());
  });

  it('pages with limitstart and limitnum while totalresults counts every match', async () => {
    await addClient(sandbox, { email: 'a@example.fr' });
    await addClient(sandbox, { email: 'b@example.fr' });
    const answer = await callApi(sandbox, { action: 'GetUsers', limitstart: '1', limitnum: '1' });
    expect(answer.body).toMatchObject({ totalresults: 3, startnumber: 1, numreturned: 1 });
    expect((answer.body.users as Array<{ email: string }>)[0].email).toBe('a@example.fr');
  });
});

describe('GetClientsDetails', () => {
  it('returns the client with id, client_id and userid all equal to the client id, and its owner user', async () => {
    const answer = await callApi(sandbox, { action: 'GetClientsDetails', clientid: '1' });
    const client = answer.body.client as Record<string, unknown>;
    expect(client).toMatchObject({
      id: 1,
      client_id: 1,
      userid: 1,
      owner_user_id: 1,
      firstname: 'Demo',
      lastname: 'Client',
      fullname: 'Demo Client',
      email: DEMO_CLIENT_EMAIL,
      address1: expect.any(String),
      city: 'Paris',
      postcode: '75001',
      countrycode: 'FR',
      country: 'FR',
      countryname: 'France',
      phonenumberformatted: '+33.123456789',
      status: 'Active',
      credit: '0.00',
      currency: 1,
      currency_code: 'EUR',
      users: { user: [{ id: 1, name: 'Demo Client', email: DEMO_CLIENT_EMAIL, is_owner: true }] },
    });
    expect(client.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('duplicates the client fields at the top level and leaves stats out unless asked', async () => {
    const answer = await callApi(sandbox, { action: 'GetClientsDetails', clientid: '1' });
    expect(answer.body).toMatchObject({ result: 'success', id: 1, email: DEMO_CLIENT_EMAIL, credit: '0.00' });
    expect(answer.body.stats).toBeUndefined();
  });

  it('adds stats with currency-formatted strings when stats is true', async () => {
    await callApi(sandbox, { action: 'AddCredit', clientid: '1', amount: '7.5', description: 'x' });
    const answer = await callApi(sandbox, { action: 'GetClientsDetails', clientid: '1', stats: 'true' });
    expect(answer.body.stats).toMatchObject({ creditbalance: '€7.50 EUR', incredit: true });
  });

  it('finds the client by email, whatever its case', async () => {
    const answer = await callApi(sandbox, { action: 'GetClientsDetails', email: 'Client@DEMO.local' });
    expect((answer.body.client as Record<string, unknown>).id).toBe(1);
  });

  it('requires clientid or email and reports unknown clients', async () => {
    expect((await callApi(sandbox, { action: 'GetClientsDetails' })).body).toEqual({
      result: 'error',
      message: 'Either clientid Or email Is Required',
    });
    const lookups: Array<Record<string, string>> = [{ clientid: '999' }, { clientid: 'abc' }, { email: 'nobody@demo.local' }];
    for (const fields of lookups) {
      const answer = await callApi(sandbox, { action: 'GetClientsDetails', ...fields });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: 'error', message: 'Client Not Found' });
    }
  });
});
