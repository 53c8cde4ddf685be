import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, startSandbox } from '../src';
import { addClient, callApi, IDENTIFIER, NEW_CLIENT, SECRET } from './api-client';

let dir: string;
let dataFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'whmcs-sandbox-'));
  dataFile = join(dir, 'nested', 'whmcs.json');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const start = () => startSandbox({ identifier: IDENTIFIER, secret: SECRET, seedDemo: true, dataFile });

describe('data file persistence', () => {
  it('keeps clients, logins and credits across a restart without seeding the demo client twice', async () => {
    const first = await start();
    const clientId = await addClient(first);
    await callApi(first, { action: 'AddCredit', clientid: clientId, amount: '9.99', description: 'blog-reward:1' });
    await first.close();

    const second = await start();
    try {
      expect(second.state().users.filter((user) => user.email === DEMO_CLIENT_EMAIL)).toHaveLength(1);
      const login = await callApi(second, {
        action: 'ValidateLogin',
        email: NEW_CLIENT.email,
        password2: NEW_CLIENT.password2,
      });
      expect(login.body.result).toBe('success');
      const demoLogin = await callApi(second, {
        action: 'ValidateLogin',
        email: DEMO_CLIENT_EMAIL,
        password2: DEMO_CLIENT_PASSWORD,
      });
      expect(demoLogin.body.result).toBe('success');
      const log = await callApi(second, { action: 'GetCredits', clientid: clientId });
      expect(log.body).toMatchObject({
        totalresults: '1',
        credits: { credit: [{ description: 'blog-reward:1', amount: '9.99' }] },
      });
      // Ids continue after the stored ones.
      expect(await addClient(second, { email: 'suivant@example.fr' })).toBe('3');
    } finally {
      await second.close();
    }
  });

  it('writes the file after each mutation, holding no plain passwords and leaving no temp file', async () => {
    const sandbox = await start();
    try {
      await addClient(sandbox);
      const text = readFileSync(dataFile, 'utf8');
      expect(JSON.parse(text)).toMatchObject({ version: 1, clients: [{ id: 1 }, { id: 2 }] });
      expect(text).not.toContain(NEW_CLIENT.password2);
      expect(readdirSync(join(dir, 'nested'))).toEqual(['whmcs.json']);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses to start on a corrupt data file instead of overwriting it', async () => {
    writeFileSync(join(dir, 'bad.json'), '{"not":"a store"}');
    await expect(startSandbox({ identifier: IDENTIFIER, secret: SECRET, dataFile: join(dir, 'bad.json') })).rejects.toThrow();
    expect(readFileSync(join(dir, 'bad.json'), 'utf8')).toBe('{"not":"a store"}');
  });

  it('does not create a data file when none is configured', async () => {
    const sandbox = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, seedDemo: true });
    await sandbox.close();
    expect(existsSync(dataFile)).toBe(false);
  });

  it('refuses AddClient with "A user already exists" when only a user (not a client) has the email', async () => {
    // A client whose email was changed after registration leaves its owner user with the old email.
    const first = await start();
    await first.close();
    const stored = JSON.parse(readFileSync(dataFile, 'utf8')) as { clients: Array<{ email: string }> };
    stored.clients[0].email = 'facturation@example.fr';
    writeFileSync(dataFile, JSON.stringify(stored));

    const second = await start();
    try {
      const answer = await callApi(second, {
        action: 'AddClient',
        ...NEW_CLIENT,
        email: DEMO_CLIENT_EMAIL.toUpperCase(),
      });
      expect(answer.body).toEqual({ result: 'error', message: 'A user already exists with that email address' });
      const asOwner = await callApi(second, {
        action: 'AddClient',
        ...NEW_CLIENT,
        email: DEMO_CLIENT_EMAIL,
        owner_user_id: '1',
      });
      expect(asOwner.body.result).toBe('success');
    } finally {
      await second.close();
    }
  });
});
