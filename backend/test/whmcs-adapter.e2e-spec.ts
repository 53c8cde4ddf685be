import { createServer, type Server } from 'node:http';
import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { WhmcsClient } from '../src/billing/whmcs-client';
import { WhmcsEndpoint } from '../src/billing/whmcs-endpoint';
import { WhmcsApiError, WhmcsTransportError } from '../src/billing/whmcs-errors';
import { loadAppConfig } from '../src/config/app-config';
import { SANDBOX_IDENTIFIER, SANDBOX_SECRET, startTestSandbox } from './rewards-support';

async function clientFor(url: string, extra: Record<string, string> = {}): Promise<WhmcsClient> {
  const config = loadAppConfig({
    NODE_ENV: 'test',
    WHMCS_URL: url,
    WHMCS_IDENTIFIER: SANDBOX_IDENTIFIER,
    WHMCS_SECRET: SANDBOX_SECRET,
    ...extra,
  });
  const endpoint = new WhmcsEndpoint(config, 'start');
  await endpoint.onModuleInit();
  return new WhmcsClient(endpoint, config);
}

describe('WHMCS adapter against the sandbox over HTTP', () => {
  let sandbox: RunningSandbox;
  let whmcs: WhmcsClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    // Generous: checking a password costs the sandbox a hash, slow on a busy machine. The timeout
    // test below has a client of its own with a short one.
    whmcs = await clientFor(sandbox.url, { WHMCS_TIMEOUT_MS: '10000' });
  });
  afterEach(() => sandbox.resetFaults());
  afterAll(() => sandbox.close());

  it('reads string-typed ids, booleans and money as numbers and integer cents', async () => {
    const login = await whmcs.validateLogin('client@demo.local', 'Client!2345');
    expect(login).toEqual({ userId: expect.any(Number), twoFactorEnabled: false });
    const [user] = await whmcs.findUsersByEmail('client@demo.local');
    expect(user.id).toBe(login!.userId);
    const client = await whmcs.getClient({ clientId: user.clients[0].id });
    expect(client).toMatchObject({ email: 'client@demo.local', creditCents: 0, ownerUserId: login!.userId });
    const { newBalanceCents } = await whmcs.addCredit({
      clientId: client!.id,
      amountCents: 1234,
      description: 'test blog-reward:999',
    });
    expect(newBalanceCents).toBe(1234);
    const credits = await whmcs.getCredits(client!.id);
    expect(credits.at(-1)).toMatchObject({ amountCents: 1234, description: 'test blog-reward:999', id: expect.any(Number) });
  });

  it('returns null for wrong customer credentials and an unknown client', async () => {
    expect(await whmcs.validateLogin('client@demo.local', 'mauvais')).toBeNull();
    expect(await whmcs.getClient({ email: 'personne@exemple.fr' })).toBeNull();
  });

  it('raises a business error with WHMCS text for result "error"', async () => {
    await expect(whmcs.addCredit({ clientId: 424242, amountCents: 100, description: 'x' })).rejects.toMatchObject({
      message: 'Client ID Not Found',
      httpStatus: 200,
    });
  });

  it('treats a refused API credential (HTTP 403) as access denied', async () => {
    const wrong = await clientFor(sandbox.url, { WHMCS_SECRET: 'mauvais-secret' });
    const error = await wrong.getCredits(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhmcsApiError);
    expect((error as WhmcsApiError).isAccessDenied).toBe(true);
  });

  it('turns an HTML 503 page into a transport error', async () => {
    sandbox.setFaults({ html503: true });
    await expect(whmcs.getCredits(1)).rejects.toThrow(WhmcsTransportError);
    await expect(whmcs.getCredits(1)).rejects.toThrow(/non JSON \(HTTP 503\)/);
  });

  it('gives up after the configured timeout, with the credit recorded by WHMCS and not retried', async () => {
    sandbox.setFaults({ timeoutAfterCredit: true });
    const impatient = await clientFor(sandbox.url, { WHMCS_TIMEOUT_MS: '500' });
    const before = sandbox.state().credits.length;
    const started = Date.now();
    await expect(impatient.addCredit({ clientId: 1, amountCents: 100, description: 'timeout' })).rejects.toThrow(
      /pas de réponse en 500 ms/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(sandbox.state().credits.length).toBe(before + 1);
  });

  it('reports an outage as a transport error', async () => {
    sandbox.setFaults({ outage: true });
    await expect(whmcs.validateLogin('client@demo.local', 'Client!2345')).rejects.toThrow(WhmcsTransportError);
  });

  it('accepts answers that use "status" instead of "result"', async () => {
    // The sandbox always says `result`; some WHMCS builds say `status` (reference §3), as this server does.
    const server: Server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'error', message: 'Client Not Found' }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const other = await clientFor(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
      expect(await other.getClient({ clientId: 5 })).toBeNull();
      await expect(other.getCredits(5)).rejects.toBeInstanceOf(WhmcsApiError);
    } finally {
      server.close();
    }
  });
});
