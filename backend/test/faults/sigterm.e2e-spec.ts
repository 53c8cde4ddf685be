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
import { QueueName } from '../../src/queue/queues';
import { spawnApi } from '../support/spawned-api';
import { startTestApp, type TestApp } from '../support/test-app';
import { queuesSettled } from '../support/wait';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.resetFaults());
afterAll(() => sandbox?.close());

describe('SIGTERM on the API', () => {
  const customerLogin = (origin: string) =>
    fetch(`${origin}/blog/api/whmcs/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.local', password: 'Client!2345' }),
    });

  it('fails readiness at once, keeps serving through the drain, finishes a request in flight and exits on its own', async () => {
    const api = await spawnApi({
      WHMCS_URL: sandbox.url,
      WHMCS_TIMEOUT_MS: '10000',
      SHUTDOWN_DRAIN_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '15000',
    });
    expect((await fetch(`${api.origin}/blog/api/health/ready`)).status).toBe(200);
    sandbox.setFaults({ latencyMs: 2500 });
    const started = Date.now();
    const inFlight = customerLogin(api.origin);
    await waitFor(async () => sandbox.callsInProgress().includes('ValidateLogin'), 10_000, 'connexion en cours chez WHMCS');
    const signalled = Date.now();
    const exited = api.stop('SIGTERM');
    await waitFor(async () => /SIGTERM reçu/.test(api.output()), 10_000, 'signal reçu');

    // Draining: readiness says so in French, the instance still answers, and asks clients to reconnect elsewhere.
    const ready = await fetch(`${api.origin}/blog/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual(expect.objectContaining({ success: false, error: expect.stringMatching(/arrêt/) }));
    const live = await fetch(`${api.origin}/blog/api/health/live`);
    expect(live.status).toBe(200);
    // Twice: the second answer comes from the public cache, which skips Fastify's hooks.
    for (let i = 0; i < 2; i += 1) {
      const page = await fetch(`${api.origin}/blog/api/categories`);
      expect(page.status).toBe(200);
      expect(page.headers.get('connection')).toBe('close');
    }

    // After the drain (SHUTDOWN_DRAIN_MS from the signal, not before) the server takes no new request.
    const health = () =>
      fetch(`${api.origin}/blog/api/health`).then(
        (r) => r.status,
        () => 'refusée' as const,
      );
    const late = await waitFor(
      async () => {
        const status = await health();
        return status === 200 ? false : status;
      },
      10_000,
      'fin du drainage',
    );
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toEqual(expect.any(String));
    const answered = Date.now();
    expect(answered - started).toBeGreaterThanOrEqual(2400);
    // Several WHMCS calls at 2.5 s each: the answer came well after the drain, and the exit follows it.
    expect(await exited).toBe(0);
    expect(Date.now() - answered).toBeLessThan(3000);
    expect([503, 'refusée']).toContain(late);
    expect(api.output()).toMatch(/SIGTERM reçu/);
  });

  it('exits within SHUTDOWN_TIMEOUT_MS when a request in flight takes longer', async () => {
    const api = await spawnApi({
      WHMCS_URL: sandbox.url,
      WHMCS_TIMEOUT_MS: '30000',
      SHUTDOWN_DRAIN_MS: '200',
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    sandbox.setFaults({ latencyMs: 20000 });
    const inFlight = customerLogin(api.origin).then(
      (r) => r.status,
      () => 'coupée',
    );
    await waitFor(async () => sandbox.callsInProgress().includes('ValidateLogin'), 10_000, 'connexion en cours chez WHMCS');
    const stopped = Date.now();
    const code = await api.stop('SIGTERM');
    expect(Date.now() - stopped).toBeLessThan(6000);
    expect(code).toBe(1);
    expect(await inFlight).toBe('coupée');
    expect(api.output()).toMatch(/Arrêt forcé/);
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
    // The worker is now waiting on WHMCS for this reward's credit.
    await waitFor(async () => sandbox.callsInProgress().includes('AddCredit'), 15_000, 'crédit en cours chez WHMCS');
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
    // Every rewards job has run in the worker: a second credit would have been asked for by then.
    await queuesSettled([QueueName.Rewards]);
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    expect((await t.api('GET', '/auth/me', { token: c.token })).body.user.total_rewards).toBe(1);
  });
});
