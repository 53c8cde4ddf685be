import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { registerCustomer, rewardCredits, submitArticle, waitFor, type WorkerProcess } from '../rewards-support';
import type { PrivateRedis } from '../support/private-redis';
import { TEST_DB_KIND, type TestApp } from '../support/test-app';
import { startWorkerStack, type WorkerStack } from '../support/worker-stack';
import { queuesSettled } from '../support/wait';
import { QueueName } from '../../src/queue/queues';

/**
 * As in production (MariaDB, Redis, the worker process): Redis goes down before a scheduled minute and
 * comes back empty (no persistence), so the delayed job is gone. The worker's sweeper publishes the
 * overdue article as soon as Redis is back, once, and its contributor is paid once.
 */
const suite = TEST_DB_KIND === 'mariadb' ? describe : describe.skip;

suite('scheduled publication across a Redis outage', () => {
  let stack: WorkerStack;
  let sandbox: RunningSandbox;
  let t: TestApp;
  let worker: WorkerProcess;
  let admin: string;
  let redis: PrivateRedis;

  beforeAll(async () => {
    stack = await startWorkerStack(
      'publish-redis',
      {
        REWARD_BACKOFF_MS: '200',
        REWARD_SWEEP_INTERVAL_MS: '500',
        REWARD_STALE_MS: '1000',
        PUBLISH_BACKOFF_MS: '200',
        PUBLISH_SWEEP_INTERVAL_MS: '500',
        PUBLISH_STALE_MS: '200',
      },
      { privateRedis: true },
    );
    ({ t, sandbox, worker, admin } = stack);
    redis = stack.redis!;
  }, 60_000);
  afterAll(() => stack?.stop());

  const articleOf = async (id: number) => (await t.api('GET', `/articles/edit/${id}`, { token: admin })).body.article;

  it('publishes an article whose minute passed while Redis was down as soon as it is back, once', async () => {
    const c = await registerCustomer(t, 'panne-programme');
    const submission = await submitArticle(t, c.token, 'Publié après la panne');
    const at = new Date(Math.ceil((Date.now() + 3000) / 1000) * 1000);
    const approve = await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
      token: admin,
      body: { publish_at: at.toISOString() },
    });
    expect(approve.status).toBe(200);
    // The delayed job is in Redis; Redis then dies and comes back empty.
    await waitFor(async () => (await articleOf(submission.article_id)).status === 'approved', 5000, 'programmation');
    await redis.stop();
    await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now()) + 2000));
    expect((await articleOf(submission.article_id)).status).toBe('approved');
    expect((await t.api('GET', `/articles/${(await articleOf(submission.article_id)).slug}`)).status).toBe(404);

    await redis.start();
    await waitFor(
      async () => (await articleOf(submission.article_id)).status === 'published',
      30_000,
      `publication après la panne (${worker.output().slice(-1500)})`,
    );
    const published = await articleOf(submission.article_id);
    expect(published.published_at).toBe(at.toISOString());
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length > 0, 30_000, 'crédit');
    // Every publish and rewards job has run in the worker: a second publication or credit would show by then.
    await queuesSettled([QueueName.Publish, QueueName.Rewards]);
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    const kinds = (await t.api('GET', `/articles/${submission.article_id}/revisions`, { token: admin })).body.revisions.map(
      (r: { kind: string }) => r.kind,
    );
    expect(kinds.filter((k: string) => k === 'published')).toHaveLength(1);
  }, 90_000);

  it('publishes on time through the worker when nothing fails, and the API serves the page at once', async () => {
    const c = await registerCustomer(t, 'programme-worker');
    const submission = await submitArticle(t, c.token, 'Publié par le worker');
    const at = new Date(Math.ceil((Date.now() + 3000) / 1000) * 1000);
    await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: { publish_at: at.toISOString() } });
    const slug = (await articleOf(submission.article_id)).slug as string;
    // Cached by the API before the time; the worker's publication reaches it over Redis.
    expect((await fetch(`${t.origin}/blog/sitemap.xml`).then((r) => r.text())).includes(slug)).toBe(false);
    await waitFor(
      async () => (await fetch(`${t.origin}/blog/sitemap.xml`).then((r) => r.text())).includes(slug),
      15_000,
      'sitemap',
    );
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length === 1, 30_000, 'crédit');
  }, 60_000);
});
