import type { RunningSandbox } from '@blog/whmcs-sandbox';
import IORedis from 'ioredis';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis';
import { startTestApp, type TestApp } from './support/test-app';
import { queuesSettled } from './support/wait';
import { QueueName } from '../src/queue/queues';
import {
  registerCustomer,
  rewardCredits,
  startTestSandbox,
  startWorker,
  submitArticle,
  uniquePrefix,
  waitFor,
  type WorkerProcess,
} from './rewards-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Short delays so that retries, lock take-over and sweeping happen within a test. */
const jobEnv = (redisUrl: string, prefix: string): Record<string, string> => ({
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: prefix,
  REWARD_ATTEMPTS: '3',
  REWARD_BACKOFF_MS: '200',
  REWARD_LOCK_MS: '2000',
  REWARD_SWEEP_INTERVAL_MS: '500',
  REWARD_STALE_MS: '1000',
  REWARD_QUARANTINE_MS: '3000',
  WHMCS_TIMEOUT_MS: '1500',
});

async function flushPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function historyEntry(
  t: TestApp,
  admin: string,
  title: string,
): Promise<{ id: number; status: string; error: string | null } | undefined> {
  const res = await t.api('GET', '/admin/rewards/history?limit=100', { token: admin });
  return res.body.history.find((r: { article_title: string }) => r.article_title === title);
}

const clientBalance = (sandbox: RunningSandbox, clientId: number) =>
  sandbox.state().clients.find((c) => c.id === clientId)?.credit;

describe('reward crediting with Redis and a separate worker process', () => {
  const prefix = uniquePrefix('rewards');
  let sandbox: RunningSandbox;
  let t: TestApp;
  let admin: string;
  let worker: WorkerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    env = { ...jobEnv(REDIS_URL, prefix), WHMCS_URL: sandbox.url };
    t = await startTestApp({ env });
    admin = await t.login();
    worker = startWorker(env);
  });

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await sandbox?.close();
    await flushPrefix(REDIS_URL, prefix);
  });

  it('approval raises the sandbox balance by exactly the configured amount within seconds and the history shows credited', async () => {
    const c = await registerCustomer(t, 'ok');
    const s = await submitArticle(t, c.token, 'Crédit simple');
    expect(clientBalance(sandbox, c.clientId)).toBe('0.00');
    expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    await waitFor(
      async () => (await historyEntry(t, admin, 'Crédit simple'))?.status === 'credited',
      15000,
      `crédit (${worker.output()})`,
    );
    expect(clientBalance(sandbox, c.clientId)).toBe('1.00');
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
  });

  it('approving twice, two concurrent approvals and re-publishing after unpublishing pay once', async () => {
    const c = await registerCustomer(t, 'twice');
    const s = await submitArticle(t, c.token, 'Une seule fois');
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(409);
    await waitFor(async () => (await historyEntry(t, admin, 'Une seule fois'))?.status === 'credited');

    const edit = await t.api('GET', `/articles/edit/${s.article_id}`, { token: admin });
    expect(edit.status).toBe(200);
    const { title, content, short_description, category_id } = edit.body.article;
    for (const status of ['draft', 'published', 'draft', 'published']) {
      const res = await t.api('PUT', `/articles/${s.article_id}`, {
        token: admin,
        body: { title, content, short_description, category_id, status },
      });
      expect(res.status).toBe(200);
    }
    // Every reward job the re-publications asked for has run in the worker (counted in Redis until then).
    await queuesSettled([QueueName.Rewards]);
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    expect(clientBalance(sandbox, c.clientId)).toBe('1.00');
  });

  it('a worker killed after AddCredit and before marking does not pay again once restarted', async () => {
    const c = await registerCustomer(t, 'crash');
    const s = await submitArticle(t, c.token, 'Crash du worker');
    // WHMCS records the credit, then never answers: the worker is killed while it waits.
    sandbox.setFaults({ timeoutAfterCredit: true });
    await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length === 1, 15000, 'crédit enregistré par WHMCS');
    await worker.stop('SIGKILL');
    sandbox.resetFaults();
    // The send was recorded before the call: the reward is checked, never sent again blindly.
    expect((await historyEntry(t, admin, 'Crash du worker'))?.status).toBe('uncertain');

    worker = startWorker(env);
    await waitFor(
      async () => (await historyEntry(t, admin, 'Crash du worker'))?.status === 'credited',
      20000,
      `reprise (${worker.output()})`,
    );
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    expect(clientBalance(sandbox, c.clientId)).toBe('1.00');
    const me = await t.api('GET', '/auth/me', { token: c.token });
    expect(me.body.user.total_rewards).toBe(1);
  });

  it('with the sandbox down the reward is retried then failed, and an admin retry once it is back credits it once', async () => {
    const c = await registerCustomer(t, 'down');
    const s = await submitArticle(t, c.token, 'WHMCS en panne');
    sandbox.setFaults({ outage: true });
    try {
      await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
      const failed = await waitFor(
        async () => {
          const e = await historyEntry(t, admin, 'WHMCS en panne');
          return e?.status === 'failed' ? e : undefined;
        },
        20000,
        'échec',
      );
      expect(failed.error).toMatch(/facturation injoignable/);
      expect(failed).toMatchObject({ attempts: 3 });
    } finally {
      sandbox.resetFaults();
    }
    const entry = (await historyEntry(t, admin, 'WHMCS en panne'))!;
    const retry = await t.api('POST', `/admin/rewards/${entry.id}/retry`, { token: admin });
    expect(retry.status).toBe(200);
    expect(retry.body.reward.status).toBe('pending');
    await waitFor(
      async () => (await historyEntry(t, admin, 'WHMCS en panne'))?.status === 'credited',
      15000,
      'crédit après relance',
    );
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    expect((await t.api('POST', `/admin/rewards/${entry.id}/retry`, { token: admin })).status).toBe(409);
  });
});

describe('reward crediting across a Redis outage', () => {
  const prefix = uniquePrefix('redis-down');
  let redis: PrivateRedis;
  let sandbox: RunningSandbox;
  let t: TestApp;
  let worker: WorkerProcess;

  beforeAll(async () => {
    // A private redis-server: stopping the shared one would disturb other test runs.
    redis = await startPrivateRedis();
    sandbox = await startTestSandbox();
    const env = { ...jobEnv(redis.url, prefix), WHMCS_URL: sandbox.url };
    t = await startTestApp({ env });
    worker = startWorker(env);
  });

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await sandbox?.close();
    await redis?.stop();
  });

  it('approval succeeds while Redis is stopped and the credit lands once Redis is back', async () => {
    const admin = await t.login();
    const c = await registerCustomer(t, 'redis');
    const s = await submitArticle(t, c.token, 'Redis arrêté');
    await redis.stop();

    const approved = await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
    expect(approved.status).toBe(200);
    expect((await historyEntry(t, admin, 'Redis arrêté'))?.status).toBe('pending');
    // A clock is the subject: no event says that nothing happened, and this is the time a credit is given to land wrongly.
    await new Promise((r) => setTimeout(r, 1500));
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(0);

    await redis.start();
    await waitFor(
      async () => (await historyEntry(t, admin, 'Redis arrêté'))?.status === 'credited',
      30000,
      `crédit après retour de Redis (${worker.output().slice(-2000)})`,
    );
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
  });
});
