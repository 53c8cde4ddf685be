import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { registerCustomer, rewardCredits, submitArticle, waitFor, type WorkerProcess } from '../rewards-support';
import type { PrivateRedis } from '../support/private-redis';
import type { TestApp } from '../support/test-app';
import { startWorkerStack, type WorkerStack } from '../support/worker-stack';
import { queuesSettled } from '../support/wait';
import { QueueName } from '../../src/queue/queues';

let stack: WorkerStack;
let sandbox: RunningSandbox;
let t: TestApp;
let worker: WorkerProcess;
let admin: string;
let redis: PrivateRedis;

beforeAll(async () => {
  stack = await startWorkerStack(
    'redis-restart',
    {
      REWARD_ATTEMPTS: '5',
      REWARD_BACKOFF_MS: '200',
      REWARD_LOCK_MS: '2000',
      REWARD_SWEEP_INTERVAL_MS: '500',
      REWARD_STALE_MS: '1000',
    },
    { privateRedis: true },
  );
  ({ t, sandbox, worker, admin } = stack);
  redis = stack.redis!;
});
afterAll(() => stack?.stop());

const statusOf = async (title: string): Promise<string | undefined> =>
  (await t.api('GET', '/admin/rewards/history?limit=100', { token: admin })).body.history.find(
    (r: { article_title: string }) => r.article_title === title,
  )?.status;

it('keeps serving reads and approvals while Redis is down, then credits each queued reward once through the same worker', async () => {
  const customers = await Promise.all([1, 2, 3].map((n) => registerCustomer(t, `redis${n}`)));
  const submissions = await Promise.all(customers.map((c, n) => submitArticle(t, c.token, `Pendant la panne ${n}`)));
  const published = (await t.api('GET', '/articles?limit=1')).body.articles[0].slug as string;
  const workerPid = worker.child.pid;

  await redis.stop();
  const started = Date.now();
  for (const [n, s] of submissions.entries()) {
    for (const path of ['/articles', `/articles/${published}`, '/contributors/leaderboard', '/categories', '/settings']) {
      expect({ path, status: (await t.api('GET', path)).status }).toEqual({ path, status: 200 });
    }
    const approval = await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
    expect(approval.status).toBe(200);
    expect(await statusOf(`Pendant la panne ${n}`)).toBe('pending');
  }
  // Reads and approvals do not wait on Redis: the whole outage round took seconds, not timeouts.
  expect(Date.now() - started).toBeLessThan(15000);
  // A clock is the subject: no event says that nothing happened, and this is the time a credit is given to land wrongly.
  await new Promise((r) => setTimeout(r, 1500));
  for (const c of customers) expect(rewardCredits(sandbox, c.clientId)).toHaveLength(0);

  await redis.start();
  for (const n of [0, 1, 2])
    await waitFor(
      async () => (await statusOf(`Pendant la panne ${n}`)) === 'credited',
      30000,
      `crédit ${n} (${worker.output().slice(-1500)})`,
    );
  // Every rewards job has run in the worker: a second credit would have been asked for by then.
  await queuesSettled([QueueName.Rewards]);
  for (const c of customers) expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
  expect(worker.child.pid).toBe(workerPid);
  expect(worker.child.exitCode).toBeNull();
});
