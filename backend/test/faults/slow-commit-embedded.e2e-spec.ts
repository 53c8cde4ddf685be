import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { registerCustomer, startTestSandbox, submitArticle, waitFor } from '../rewards-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { queuesSettled } from '../support/wait';
import { QueueName } from '../../src/queue/queues';

/** The embedded default (no Redis: the API's in-process queue credits) follows the same exactly-once rules. */
let sandbox: RunningSandbox;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  t = await startTestApp({
    env: {
      WHMCS_URL: sandbox.url,
      WHMCS_TIMEOUT_MS: '1000',
      REDIS_URL: undefined,
      REWARD_ATTEMPTS: '10',
      REWARD_BACKOFF_MS: '200',
      REWARD_QUARANTINE_MS: '6000',
    },
  });
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const entry = async (title: string) =>
  (
    (await t.api('GET', '/admin/rewards/history?limit=100', { token: admin })).body.history as Array<{
      id: number;
      article_title: string;
      status: string;
    }>
  ).find((r) => r.article_title === title);
const credits = (rewardId: number) =>
  sandbox.state().credits.filter((c) => c.description.endsWith(`:${rewardId})`) && c.description.includes('(blog-reward:'))
    .length;

it('an AddCredit written 2.5 s after a 1 s timeout is credited once by the in-process queue', async () => {
  sandbox.setFaults({ addCreditDelayMs: 2500 });
  const c = await registerCustomer(t, 'embarque');
  const s = await submitArticle(t, c.token, 'Lent sans Redis');
  expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(200);
  const uncertain = await waitFor(
    async () => ((await entry('Lent sans Redis'))?.status === 'uncertain' ? entry('Lent sans Redis') : undefined),
    5000,
    'en vérification',
  );
  await waitFor(async () => (await entry('Lent sans Redis'))?.status === 'credited', 15_000, 'crédité');
  // Every rewards job (the checks of the uncertain credit included) has run: a second credit would show by then.
  await queuesSettled([QueueName.Rewards]);
  expect(credits(uncertain!.id)).toBe(1);
  sandbox.resetFaults();
});

it('a lost AddCredit is sent again by the in-process queue only after the quarantine', async () => {
  sandbox.setFaults({ addCreditLost: true });
  const c = await registerCustomer(t, 'perdu');
  const s = await submitArticle(t, c.token, 'Envoi perdu sans Redis');
  await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
  const uncertain = await waitFor(
    async () => ((await entry('Envoi perdu sans Redis'))?.status === 'uncertain' ? entry('Envoi perdu sans Redis') : undefined),
    5000,
    'en vérification',
  );
  const lostAt = Date.now();
  sandbox.resetFaults();
  await waitFor(async () => (await entry('Envoi perdu sans Redis'))?.status === 'credited', 20_000, 'nouvel envoi');
  expect(Date.now() - lostAt).toBeGreaterThanOrEqual(4000);
  expect(credits(uncertain!.id)).toBe(1);
});
