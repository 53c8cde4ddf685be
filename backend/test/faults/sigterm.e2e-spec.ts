import type { RunningSandbox } from '@blog/whmcs-sandbox';
import {
  registerCustomer,
  rewardCredits,
  startTestSandbox,
  startWorker,
  submitArticle,
  uniquePrefix,
  waitFor,
  type WorkerProcess,
} from '../rewards-support';
import { spawnApi } from '../support/spawned-api';
import { startTestApp, type TestApp } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.resetFaults());
afterAll(() => sandbox?.close());

describe('SIGTERM on the API', () => {
  it('finishes a request in flight before exiting on its own, and takes no new ones meanwhile', async () => {
    const api = await spawnApi({ WHMCS_URL: sandbox.url, WHMCS_TIMEOUT_MS: '10000' });
    sandbox.setFaults({ latencyMs: 2500 });
    const started = Date.now();
    const inFlight = fetch(`${api.origin}/blog/api/whmcs/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.local', password: 'Client!2345' }),
    });
    await new Promise((r) => setTimeout(r, 600));
    const exited = api.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const late = await fetch(`${api.origin}/blog/api/health`).then(
      (r) => r.status,
      () => 'refusée',
    );
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toEqual(expect.any(String));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
    // Nest re-raises the signal once shut down: ending by SIGTERM (or 0) means it closed cleanly, not killed.
    expect([0, 'SIGTERM']).toContain(await exited);
    expect(Date.now() - started).toBeLessThan(10000);
    expect([503, 'refusée']).toContain(late);
  });
});

describe('SIGTERM on the worker', () => {
  let t: TestApp;
  let worker: WorkerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    env = {
      WHMCS_URL: sandbox.url,
      WHMCS_TIMEOUT_MS: '10000',
      REDIS_URL,
      QUEUE_PREFIX: uniquePrefix('sigterm-worker'),
      REWARD_ATTEMPTS: '5',
      REWARD_BACKOFF_MS: '200',
      REWARD_LOCK_MS: '2000',
      REWARD_SWEEP_INTERVAL_MS: '500',
      REWARD_STALE_MS: '1000',
    };
    t = await startTestApp({ env });
  });
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await t?.close();
  });

  it('finishes or gives back the reward it is crediting, exits by itself, and the reward is paid exactly once', async () => {
    const admin = await t.login();
    const c = await registerCustomer(t, 'sigterm');
    const s = await submitArticle(t, c.token, 'Arrêt du worker');
    worker = startWorker(env);
    await waitFor(async () => worker.output().includes('Worker démarré'), 15000, 'démarrage du worker');
    sandbox.setFaults({ latencyMs: 1500 });
    expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    // The worker is now waiting on WHMCS for this reward.
    await new Promise((r) => setTimeout(r, 700));
    const stopped = Date.now();
    await worker.stop('SIGTERM');
    expect(Date.now() - stopped).toBeLessThan(15000);
    expect(worker.child.exitCode ?? 0).toBe(0);

    sandbox.resetFaults();
    worker = startWorker(env);
    const history = async () =>
      (await t.api('GET', '/admin/rewards/history?limit=100', { token: admin })).body.history.find(
        (r: { article_title: string }) => r.article_title === 'Arrêt du worker',
      );
    await waitFor(async () => (await history())?.status === 'credited', 20000, `crédit (${worker.output().slice(-1500)})`);
    await new Promise((r) => setTimeout(r, 2000));
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    expect((await t.api('GET', '/auth/me', { token: c.token })).body.user.total_rewards).toBe(1);
  });
});
