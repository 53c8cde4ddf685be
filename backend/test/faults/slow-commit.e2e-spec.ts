import type { RunningSandbox } from '@blog/whmcs-sandbox';
import {
  registerCustomer,
  startTestSandbox,
  startWorker,
  submitArticle,
  uniquePrefix,
  waitFor,
  type WorkerProcess,
} from '../rewards-support';
import { startTestApp, TEST_DB_KIND, type TestApp } from '../support/test-app';

/**
 * WHMCS's AddCredit has no idempotency key and a PHP request goes on after its caller gave up: the
 * sandbox holds AddCredit for N ms, past the client's timeout, then writes the credit. Whatever N, and
 * whether the workers are killed while they wait, each approved article must end with one credit.
 * MariaDB, Redis and two worker processes, as in production.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUARANTINE_MS = 35_000;
const LATENCIES_MS = [3000, 8000, 30_000];
const ARTICLES_PER_CASE = 3;

const suite = TEST_DB_KIND === 'mariadb' ? describe : describe.skip;

suite('AddCredit that commits after the caller gave up (MariaDB, Redis, two workers)', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;
  let admin: string;
  let env: Record<string, string>;
  let workers: WorkerProcess[] = [];

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    env = {
      WHMCS_URL: sandbox.url,
      WHMCS_TIMEOUT_MS: '2000',
      REDIS_URL,
      QUEUE_PREFIX: uniquePrefix('slow-commit'),
      REWARD_ATTEMPTS: '20',
      REWARD_BACKOFF_MS: '500',
      REWARD_LOCK_MS: '2000',
      REWARD_SWEEP_INTERVAL_MS: '1000',
      REWARD_STALE_MS: '5000',
      REWARD_QUARANTINE_MS: String(QUARANTINE_MS),
    };
    t = await startTestApp({ env });
    admin = await t.login();
    workers = [startWorker(env), startWorker(env)];
  });
  afterEach(() => sandbox.resetFaults());
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await t?.close();
    await sandbox?.close();
  });

  const history = async (): Promise<Array<{ id: number; article_title: string; status: string }>> =>
    (await t.api('GET', '/admin/rewards/history?limit=100', { token: admin })).body.history;

  /** Credits per reward marker in the sandbox's credit log. */
  const creditsPerReward = (): Map<number, number> => {
    const counts = new Map<number, number>();
    for (const credit of sandbox.state().credits) {
      const id = /\(blog-reward:[0-9a-f]{12}:(\d+)\)$/.exec(credit.description)?.[1];
      if (id) counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1);
    }
    return counts;
  };

  async function approveArticles(tag: string): Promise<string[]> {
    const titles: string[] = [];
    for (let i = 0; i < ARTICLES_PER_CASE; i += 1) {
      const customer = await registerCustomer(t, `${tag}-${i}`);
      const title = `Lent ${tag} ${i}`;
      const submission = await submitArticle(t, customer.token, title);
      expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
      titles.push(title);
    }
    return titles;
  }

  /**
   * `killed`: a worker killed after recording its send but before the request reached WHMCS leaves a
   * credit that will never be written, so that reward is only settled by a new send after the quarantine.
   */
  async function expectEachPaidOnce(titles: string[], latencyMs: number, killed = false): Promise<void> {
    const mine = async () => (await history()).filter((r) => titles.includes(r.article_title));
    const budgetMs = latencyMs + 25_000 + (killed ? QUARANTINE_MS : 0);
    await waitFor(async () => (await mine()).every((r) => r.status === 'credited'), budgetMs, 'crédits').catch(async (error) => {
      const states = (await mine()).map((r) => `${r.id}:${r.status}`).join(', ');
      const logs = workers.map((w) => w.output().slice(-800)).join('\n---\n');
      throw new Error(`${(error as Error).message} [${states}]\n${logs}`);
    });
    // Sends that are still being held by the sandbox land now: none of them may be a second payment.
    await new Promise((r) => setTimeout(r, Math.min(latencyMs, 10_000) + 1000));
    const counts = creditsPerReward();
    for (const reward of await mine())
      expect({ title: reward.article_title, credits: counts.get(reward.id) ?? 0 }).toEqual({
        title: reward.article_title,
        credits: 1,
      });
  }

  for (const latencyMs of LATENCIES_MS) {
    it(
      `AddCredit written ${latencyMs / 1000} s after a 2 s timeout pays each article once, shown "uncertain" meanwhile`,
      async () => {
        sandbox.setFaults({ addCreditDelayMs: latencyMs });
        const titles = await approveArticles(`n${latencyMs}`);
        await waitFor(
          async () => (await history()).some((r) => titles.includes(r.article_title) && r.status === 'uncertain'),
          10_000,
          'état incertain',
        );
        await expectEachPaidOnce(titles, latencyMs);
      },
      latencyMs + 90_000,
    );

    it(
      `AddCredit written ${latencyMs / 1000} s later with both workers SIGKILLed while they wait pays each article once`,
      async () => {
        sandbox.setFaults({ addCreditDelayMs: latencyMs });
        const titles = await approveArticles(`k${latencyMs}`);
        await waitFor(
          async () => (await history()).filter((r) => titles.includes(r.article_title) && r.status === 'uncertain').length > 0,
          10_000,
          'envoi en cours',
        );
        await Promise.all(workers.map((w) => w.stop('SIGKILL')));
        workers = [startWorker(env), startWorker(env)];
        await expectEachPaidOnce(titles, latencyMs, true);
      },
      latencyMs + QUARANTINE_MS + 90_000,
    );
  }

  it(
    'a send that WHMCS never wrote is sent again only after the quarantine, and then pays once',
    async () => {
      sandbox.setFaults({ addCreditLost: true });
      const [title] = await approveArticles('lost').then((all) => all.slice(0, 1));
      const uncertain = await waitFor(
        async () => (await history()).find((r) => r.article_title === title && r.status === 'uncertain'),
        10_000,
        'envoi perdu',
      );
      const lostAt = Date.now();
      sandbox.resetFaults();
      await waitFor(
        async () => (await history()).find((r) => r.id === uncertain.id)?.status === 'credited',
        QUARANTINE_MS + 20_000,
        'nouvel envoi',
      );
      // Nothing may be sent again before the quarantine has passed since the lost send.
      expect(Date.now() - lostAt).toBeGreaterThanOrEqual(QUARANTINE_MS - 3000);
      expect(creditsPerReward().get(uncertain.id)).toBe(1);
    },
    QUARANTINE_MS + 60_000,
  );

  it('staff see an uncertain reward as such and its retry only checks it again, never sends before the quarantine', async () => {
    sandbox.setFaults({ addCreditDelayMs: 6000 });
    const [title] = await approveArticles('retry').then((all) => all.slice(0, 1));
    const uncertain = await waitFor(
      async () => (await history()).find((r) => r.article_title === title && r.status === 'uncertain'),
      10_000,
      'état incertain',
    );
    const retry = await t.api('POST', `/admin/rewards/${uncertain.id}/retry`, { token: admin });
    expect(retry.status).toBe(200);
    expect(retry.body.reward.status).toBe('uncertain');
    await expectEachPaidOnce([title], 6000);
  }, 90_000);
});
