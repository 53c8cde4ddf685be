import { type RunningSandbox, startSandbox } from '../src';
import { callApi, control, IDENTIFIER, SECRET } from './api-client';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, seedDemo: true, controlApi: true });
});

afterAll(() => sandbox.close());

beforeEach(async () => {
  sandbox.resetFaults();
  await control(sandbox, 'POST', '/reset');
});

const getCredits = (init: { signal?: AbortSignal } = {}) => callApi(sandbox, { action: 'GetCredits', clientid: '1' }, init);

describe('fault switches', () => {
  it('latencyMs delays every api.php answer', async () => {
    sandbox.setFaults({ latencyMs: 300 });
    const started = Date.now();
    const answer = await getCredits();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(answer.body.result).toBe('success');
  });

  it('lists the calls a latency holds, by action, until each is answered', async () => {
    sandbox.setFaults({ latencyMs: 400 });
    expect(sandbox.callsInProgress()).toEqual([]);
    const calls = [getCredits(), callApi(sandbox, { action: 'GetClientsDetails', clientid: '1' })];
    while (sandbox.callsInProgress().length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sandbox.callsInProgress().sort()).toEqual(['GetClientsDetails', 'GetCredits']);
    await Promise.all(calls);
    expect(sandbox.callsInProgress()).toEqual([]);
  });

  it('timeoutAfterCredit records the credit but never answers, so the caller times out', async () => {
    sandbox.setFaults({ timeoutAfterCredit: true });
    const call = callApi(
      sandbox,
      { action: 'AddCredit', clientid: '1', amount: '10', description: 'blog-reward:7' },
      { signal: AbortSignal.timeout(500) },
    );
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sandbox.state().credits).toMatchObject([{ clientId: 1, amount: '10.00', description: 'blog-reward:7' }]);
    // Other actions still answer, which is what reconciliation through GetCredits relies on.
    const log = await getCredits();
    expect(log.body.totalresults).toBe('1');
  });

  it('addCreditDelayMs writes the credit after the caller gave up, while GetCredits still answers at once', async () => {
    sandbox.setFaults({ addCreditDelayMs: 1200 });
    const call = callApi(
      sandbox,
      { action: 'AddCredit', clientid: '1', amount: '1', description: 'blog-reward:8' },
      { signal: AbortSignal.timeout(300) },
    );
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    const started = Date.now();
    expect((await getCredits()).body.totalresults).toBe('0');
    expect(Date.now() - started).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 1200));
    expect(sandbox.state().credits).toMatchObject([{ clientId: 1, amount: '1.00', description: 'blog-reward:8' }]);
  });

  it('timeoutAfterCredit still answers AddCredit errors, since nothing was recorded', async () => {
    sandbox.setFaults({ timeoutAfterCredit: true });
    const answer = await callApi(sandbox, { action: 'AddCredit', clientid: '999', amount: '1', description: 'x' });
    expect(answer.body.message).toBe('Client ID Not Found');
  });

  it('html503 answers every api.php call with an HTML 503 page', async () => {
    sandbox.setFaults({ html503: true });
    const response = await fetch(`${sandbox.url}/includes/api.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identifier: IDENTIFIER, secret: SECRET, action: 'GetCredits', clientid: '1' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<html>');
  });

  it('outage drops the connection so fetch fails, and the API recovers when it is switched off', async () => {
    sandbox.setFaults({ outage: true });
    await expect(getCredits()).rejects.toThrow('fetch failed');
    sandbox.resetFaults();
    expect((await getCredits()).body.result).toBe('success');
  });

  it('applies fault switches given at start', async () => {
    const faulty = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, faults: { html503: true } });
    try {
      const response = await fetch(`${faulty.url}/includes/api.php`, { method: 'POST' });
      expect(response.status).toBe(503);
    } finally {
      await faulty.close();
    }
  });

  it('closes promptly while a timed-out AddCredit socket is still held open', async () => {
    const held = await startSandbox({
      identifier: IDENTIFIER,
      secret: SECRET,
      seedDemo: true,
      faults: { timeoutAfterCredit: true },
    });
    const call = callApi(held, { action: 'AddCredit', clientid: '1', amount: '1', description: 'x' }).catch(
      (error: unknown) => error,
    );
    while (held.state().credits.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await held.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await call).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
  });
});

describe('control API', () => {
  it('is off unless controlApi is true', async () => {
    const plain = await startSandbox({ identifier: IDENTIFIER, secret: SECRET });
    try {
      for (const [method, path] of [
        ['GET', '/__sandbox/state'],
        ['POST', '/__sandbox/faults'],
        ['POST', '/__sandbox/reset'],
      ]) {
        const response = await fetch(`${plain.url}${path}`, {
          method,
          body: method === 'POST' ? '{"outage":true}' : undefined,
        });
        expect(response.status).toBe(404);
      }
      expect(plain.state().faults.outage).toBe(false);
    } finally {
      await plain.close();
    }
  });

  it('merges fault switches posted as JSON and clears them on reset', async () => {
    expect((await control(sandbox, 'POST', '/faults', { latencyMs: 50 })).body).toMatchObject({ latencyMs: 50 });
    const merged = await control(sandbox, 'POST', '/faults', { html503: true });
    expect(merged.body).toEqual({
      latencyMs: 50,
      html503: true,
      timeoutAfterCredit: false,
      addCreditDelayMs: 0,
      addCreditDelayMaxMs: 0,
      addCreditLost: false,
      outage: false,
    });
    expect((await control(sandbox, 'POST', '/faults', {})).body).toMatchObject({ latencyMs: 50, html503: true });
    const reset = await control(sandbox, 'POST', '/faults/reset');
    expect(reset.body).toEqual({
      latencyMs: 0,
      html503: false,
      timeoutAfterCredit: false,
      addCreditDelayMs: 0,
      addCreditDelayMaxMs: 0,
      addCreditLost: false,
      outage: false,
    });
    expect(sandbox.state().faults.html503).toBe(false);
  });

  it('drives the faults of the running server from another process', async () => {
    await control(sandbox, 'POST', '/faults', { outage: true });
    await expect(getCredits()).rejects.toThrow('fetch failed');
    await control(sandbox, 'POST', '/faults/reset');
    expect((await getCredits()).body.result).toBe('success');
  });

  it('refuses malformed fault requests with 400', async () => {
    expect((await control(sandbox, 'POST', '/faults', { outage: 'yes' })).status).toBe(400);
    expect((await control(sandbox, 'POST', '/faults', { unknown: true })).status).toBe(400);
    const notJson = await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'POST', body: 'outage' });
    expect(notJson.status).toBe(400);
  });

  it('shows users without password hashes, clients with credit as a string, and credits', async () => {
    await callApi(sandbox, { action: 'AddCredit', clientid: '1', amount: '2.5', description: 'x' });
    const state = (await control(sandbox, 'GET', '/state')).body;
    expect(JSON.stringify(state)).not.toMatch(/passwordHash|scrypt/);
    expect(state).toMatchObject({
      users: [{ id: 1, email: 'client@demo.local', twoFactorEnabled: false }],
      clients: [{ id: 1, ownerUserId: 1, credit: '2.50' }],
      credits: [{ id: 1, clientId: 1, amount: '2.50', description: 'x', relid: 0 }],
    });
  });

  it('reset empties the store and re-seeds the demo client, ids restarting at 1', async () => {
    await callApi(sandbox, { action: 'AddCredit', clientid: '1', amount: '2', description: 'x' });
    const state = (await control(sandbox, 'POST', '/reset')).body;
    expect(state).toMatchObject({ users: [{ id: 1 }], clients: [{ id: 1, credit: '0.00' }], credits: [] });
  });
});
