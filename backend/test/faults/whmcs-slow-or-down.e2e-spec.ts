import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { registerCustomer, rewardCredits, submitArticle, waitFor, type WorkerProcess } from '../rewards-support';
import type { TestApp } from '../support/test-app';
import { startWorkerStack, type WorkerStack } from '../support/worker-stack';

const TIMEOUT_MS = 800;

let stack: WorkerStack;
let sandbox: RunningSandbox;
let t: TestApp;
let worker: WorkerProcess;
let admin: string;

beforeAll(async () => {
  stack = await startWorkerStack('whmcs-slow', {
    WHMCS_TIMEOUT_MS: String(TIMEOUT_MS),
    REWARD_ATTEMPTS: '20',
    REWARD_BACKOFF_MS: '100',
    REWARD_LOCK_MS: '2000',
    REWARD_SWEEP_INTERVAL_MS: '500',
    REWARD_STALE_MS: '1000',
  });
  ({ t, sandbox, worker, admin } = stack);
});
afterEach(() => sandbox.resetFaults());
afterAll(() => stack?.stop());

const timed = async <T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = Date.now();
  const value = await call();
  return { value, ms: Date.now() - started };
};

it('customer sign-in answers a French 502 once the configured timeout has passed when WHMCS is 5 s slow', async () => {
  sandbox.setFaults({ latencyMs: 5000 });
  const { value: res, ms } = await timed(() =>
    t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'Client!2345' } }),
  );
  expect(res.status).toBe(502);
  expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/[éè]|facturation|connexion/i) });
  expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
});

it('customer sign-in and registration answer a French 502 at once when WHMCS is down', async () => {
  sandbox.setFaults({ outage: true });
  const login = await timed(() =>
    t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'Client!2345' } }),
  );
  expect(login.value.status).toBe(502);
  expect(login.ms).toBeLessThan(TIMEOUT_MS + 1500);
  const register = await t.api('POST', '/whmcs/register', {
    body: {
      firstname: 'A',
      lastname: 'B',
      email: 'panne@exemple.fr',
      password: 'Motdepasse!1',
      address1: '1 rue',
      city: 'Paris',
      postcode: '75001',
      phonenumber: '0102030405',
    },
  });
  expect(register.status).toBe(502);
  expect(register.body.success).toBe(false);
});

it('a reward approved while WHMCS is 5 s slow is retried and credited exactly once when WHMCS is fast again', async () => {
  const c = await registerCustomer(t, 'lent');
  const s = await submitArticle(t, c.token, 'WHMCS très lent');
  sandbox.setFaults({ latencyMs: 5000 });
  expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(200);
  const history = async () =>
    (await t.api('GET', '/admin/rewards/history?limit=100', { token: admin })).body.history.find(
      (r: { article_title: string }) => r.article_title === 'WHMCS très lent',
    );
  await waitFor(async () => (await history())?.attempts >= 2, 15000, 'plusieurs essais');
  expect((await history()).status).toBe('pending');
  sandbox.resetFaults();
  // The last call held by the latency switch was received before this, and is answered 5 s after it at most.
  const lastHeldCallAnswered = Date.now() + 5500;
  await waitFor(async () => (await history())?.status === 'credited', 20000, `crédit (${worker.output().slice(-1500)})`);
  // Calls that were still waiting in the sandbox when the worker gave up land afterwards: none of them may pay.
  // No event exists for them (the sandbox does not report calls in flight): wait out the rest of their latency.
  await new Promise((r) => setTimeout(r, Math.max(0, lastHeldCallAnswered - Date.now())));
  expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
});
