import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { startTestApp, type TestApp } from './support/test-app';
import { queuesSettled } from './support/wait';
import { QueueName } from '../src/queue/queues';
import { registerCustomer, rewardCredits, submitArticle, waitFor, type WorkerProcess } from './rewards-support';
import { startWorkerStack, type WorkerStack } from './support/worker-stack';

const DASHBOARD = '/blog/admin/queues';
const QUEUES = ['rewards', 'mail', 'publish', 'reconcile', 'uploads', 'offers', 'newsletter', 'newsletter-send'];

interface Visit {
  status: number;
  text: string;
  headers: Headers;
}

/**
 * A request of the dashboard as a browser sends it: its cookie, no bearer token; a request that changes
 * something carries the page's `Origin` (null: none at all).
 */
async function visit(
  t: TestApp,
  path: string,
  init: { cookie?: string; html?: boolean; method?: string; body?: unknown; origin?: string | null } = {},
) {
  const headers: Record<string, string> = { accept: init.html ? 'text/html,application/xhtml+xml' : 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  const origin = init.origin === undefined ? (init.method ?? 'GET') !== 'GET' && t.origin : init.origin;
  if (origin) headers.origin = origin;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.origin}${DASHBOARD}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  return { status: res.status, text: await res.text(), headers: res.headers } satisfies Visit;
}

/** Opens a dashboard session as the back office does, and returns the cookie to send back. */
async function openSession(t: TestApp, token: string): Promise<{ status: number; cookie: string; setCookie: string }> {
  const res = await t.api('POST', '/admin/queues/session', { token });
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { status: res.status, cookie: setCookie.split(';')[0]!, setCookie };
}

async function expectRefused(t: TestApp, cookie?: string): Promise<void> {
  const page = await visit(t, '/', { cookie, html: true });
  expect([302, 403]).toContain(page.status);
  if (page.status === 302) expect(page.headers.get('location')).toBe('/blog/admin/login?next=%2Fadmin%2Fqueues-open');
  expect(page.text).not.toContain('__UI_CONFIG__');
  const api = await visit(t, '/api/queues', { cookie });
  expect(api.status).toBe(403);
  expect(JSON.parse(api.text)).toMatchObject({ success: false });
  expect(api.headers.get('cache-control')).toBe('no-store');
}

async function rewardEntry(t: TestApp, admin: string, title: string) {
  const res = await t.api('GET', '/admin/rewards/history?limit=100', { token: admin });
  return (res.body.history as { id: number; article_title: string; status: string; attempts: number }[]).find(
    (r) => r.article_title === title,
  );
}

describe('queue dashboard with Redis: admins only, every queue, retry of a failed reward through the creditor', () => {
  let stack: WorkerStack;
  let sandbox: RunningSandbox;
  let t: TestApp;
  let worker: WorkerProcess;
  let admin: string;

  beforeAll(async () => {
    stack = await startWorkerStack(
      'queues-dashboard',
      {
        REWARD_ATTEMPTS: '2',
        REWARD_BACKOFF_MS: '200',
        REWARD_LOCK_MS: '2000',
        REWARD_QUARANTINE_MS: '2000',
        WHMCS_TIMEOUT_MS: '1500',
      },
      { privateRedis: true },
    );
    ({ t, sandbox, worker, admin } = stack);
  });
  afterAll(() => stack?.stop());

  it('refuses anonymous visitors, contributors and rédacteurs on the page, its API and its files', async () => {
    await expectRefused(t);
    expect((await visit(t, '/static/favicon-32x32.png')).status).toBe(403);
    const contributor = await t.createUser({ role: 'contributor' });
    const redacteur = await t.createUser({ role: 'redacteur' });
    for (const user of [contributor, redacteur]) {
      expect((await openSession(t, user.token)).status).toBe(403);
      // A bearer token is not a dashboard session.
      await expectRefused(t, `blog_queues_session=${user.token}`);
    }
    await expectRefused(t, `blog_queues_session=${admin}`);
    expect((await t.api('POST', '/admin/queues/session')).status).toBe(401);
  });

  it('lets an admin in with a short HttpOnly, SameSite=Strict cookie scoped to the dashboard, listing every queue', async () => {
    const session = await openSession(t, admin);
    expect(session.status).toBe(200);
    expect(session.setCookie).toMatch(
      /^blog_queues_session=[^;]+; Path=\/blog\/admin\/queues; Max-Age=1800; HttpOnly; SameSite=Strict$/,
    );

    const page = await visit(t, '/', { cookie: session.cookie, html: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<base href="/blog/admin/queues/"');
    expect(page.text).not.toContain('fonts.googleapis.com');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The product's page policy stays on: scripts from this origin only.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const asset = /src="(static\/js\/main[^"]+)"/.exec(page.text)![1]!;
    expect((await visit(t, `/${asset}`, { cookie: session.cookie })).status).toBe(200);

    const api = await visit(t, '/api/queues', { cookie: session.cookie });
    expect(api.status).toBe(200);
    const names = (JSON.parse(api.text) as { queues: { name: string }[] }).queues.map((q) => q.name);
    expect(names.sort()).toEqual([...QUEUES].sort());

    // The cookie is not a bearer token either.
    const token = session.cookie.split('=')[1];
    expect((await t.api('GET', '/admin/rewards/history', { token })).status).toBe(401);
  });

  it('shows Bull Board in French, with what its own French catalogue leaves in English translated', async () => {
    const session = await openSession(t, admin);
    const page = await visit(t, '/', { cookie: session.cookie, html: true });
    expect(page.text).toContain('<html lang="fr"');
    expect(page.text).toContain('"lng":"fr-FR"');
    const messages = await visit(t, '/static/locales/fr-FR/messages.json', { cookie: session.cookie });
    expect(messages.status).toBe(200);
    const catalogue = JSON.parse(messages.text) as {
      ERRORS: Record<string, string>;
      QUEUE: { INFO: Record<string, string> };
    };
    expect(catalogue.ERRORS.FORBIDDEN).toBe('Accès refusé');
    expect(catalogue.QUEUE.INFO.WORKERS).toBe('Workers (processus)');
    expect(catalogue.QUEUE.INFO.TITLE).toBe('Informations sur la file');
    expect(messages.headers.get('cache-control')).toBe('private, no-cache');
    // Behind the session like the rest of the board.
    expect((await visit(t, '/static/locales/fr-FR/messages.json')).status).toBe(403);
  });

  it('signing out of the back office ends the dashboard session on the server, not only in the browser', async () => {
    const copied = await openSession(t, admin);
    const other = await openSession(t, admin);
    expect((await visit(t, '/api/queues', { cookie: copied.cookie })).status).toBe(200);
    const closed = await t.api('DELETE', '/admin/queues/session', { token: admin });
    expect(closed.status).toBe(200);
    expect(closed.headers.get('set-cookie')).toBe(
      'blog_queues_session=; Path=/blog/admin/queues; Max-Age=0; HttpOnly; SameSite=Strict',
    );
    // A copy of the cookie kept after the sign-out (within its 30 minutes) no longer opens anything.
    await expectRefused(t, copied.cookie);
    await expectRefused(t, other.cookie);
    // A new session works again.
    expect((await visit(t, '/api/queues', { cookie: (await openSession(t, admin)).cookie })).status).toBe(200);
  });

  it('refuses, in French, a change to the queues sent from another origin or without one', async () => {
    const { cookie } = await openSession(t, admin);
    for (const origin of [null, 'https://evil.example', `${t.origin}.evil.example`]) {
      const paused = await visit(t, '/api/queues/mail/pause', { cookie, method: 'PUT', origin });
      expect(paused.status).toBe(403);
      expect(JSON.parse(paused.text)).toEqual({
        success: false,
        error: expect.stringMatching(/^Action refusée : .*Origin/),
        message: expect.any(String),
      });
    }
    const queues = JSON.parse((await visit(t, '/api/queues', { cookie })).text) as {
      queues: { name: string; isPaused: boolean }[];
    };
    expect(queues.queues.find((q) => q.name === 'mail')?.isPaused).toBe(false);
    // Reads need no Origin (a page navigation sends none).
    expect((await visit(t, '/api/queues', { cookie, origin: null })).status).toBe(200);
  });

  it('ends the session of an admin whose role is taken away', async () => {
    const other = await t.createUser({ role: 'admin' });
    const session = await openSession(t, other.token);
    expect((await visit(t, '/api/queues', { cookie: session.cookie })).status).toBe(200);
    const changed = await t.api('PUT', `/auth/users/${other.id}`, { token: admin, body: { role: 'redacteur' } });
    expect(changed.status).toBe(200);
    await expectRefused(t, session.cookie);
  });

  it('a failed reward job retried from the dashboard pays once; runs by hand of a credited or uncertain reward never pay again', async () => {
    const { cookie } = await openSession(t, admin);
    const c = await registerCustomer(t, 'dashboard');
    const s = await submitArticle(t, c.token, 'Relance depuis le tableau de bord');
    sandbox.setFaults({ outage: true });
    let rewardId: number;
    try {
      await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
      rewardId = (
        await waitFor(
          async () => {
            const entry = await rewardEntry(t, admin, 'Relance depuis le tableau de bord');
            return entry?.status === 'failed' ? entry : undefined;
          },
          20000,
          `échec (${worker.output().slice(-2000)})`,
        )
      ).id;
      // The given-up job stays in the failed list of the rewards queue.
      await waitFor(
        async () => {
          const failed = await visit(t, '/api/queues?activeQueue=rewards&status=failed', { cookie });
          const rewards = (JSON.parse(failed.text) as { queues: { name: string; jobs: { id: string }[] }[] }).queues.find(
            (q) => q.name === 'rewards',
          );
          return rewards?.jobs.some((job) => job.id === `reward-${rewardId}`);
        },
        10000,
        'job en échec listé',
      );
    } finally {
      sandbox.resetFaults();
    }
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(0);

    const retried = await visit(t, `/api/queues/rewards/reward-${rewardId}/retry`, { cookie, method: 'PUT' });
    expect(retried.status).toBe(204);
    await waitFor(
      async () => (await rewardEntry(t, admin, 'Relance depuis le tableau de bord'))?.status === 'credited',
      15000,
      `crédit après relance (${worker.output().slice(-2000)})`,
    );
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    // The finished job stays listed (a day, a thousand at most), so an admin can tell that it ran.
    await waitFor(
      async () => {
        const completed = await visit(t, '/api/queues?activeQueue=rewards&status=completed', { cookie });
        const rewards = (
          JSON.parse(completed.text) as { queues: { name: string; jobs: { id: string; opts: Record<string, unknown> }[] }[] }
        ).queues.find((q) => q.name === 'rewards');
        const job = rewards?.jobs.find((j) => j.id === `reward-${rewardId}`);
        if (!job) return false;
        expect(job.opts.removeOnComplete).toEqual({ age: 24 * 3600, count: 1000 });
        expect(job.opts.removeOnFail).toEqual({ age: 7 * 24 * 3600, count: 1000 });
        return true;
      },
      10000,
      'job terminé gardé',
    );

    // A run by hand (as a retry from the dashboard marks it) of a credited reward: the creditor finds nothing to do.
    const added = await visit(t, '/api/queues/rewards/add', {
      cookie,
      method: 'POST',
      body: { name: 'credit-reward', data: { rewardId, givenUp: true }, options: { jobId: `by-hand-${rewardId}` } },
    });
    expect(added.status).toBe(200);
    await waitFor(
      async () => {
        const job = await visit(t, `/api/queues/rewards/by-hand-${rewardId}`, { cookie });
        return job.status === 200 && (JSON.parse(job.text) as { status: string }).status === 'completed';
      },
      10000,
      'job à la main terminé',
    );
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);

    // An uncertain reward (WHMCS wrote the credit, then never answered): a run by hand only checks.
    const u = await registerCustomer(t, 'dashboard-uncertain');
    const us = await submitArticle(t, u.token, 'Incertaine relancée à la main');
    sandbox.setFaults({ timeoutAfterCredit: true });
    try {
      await t.api('PUT', `/admin/submissions/${us.id}/approve`, { token: admin, body: {} });
      const uncertain = await waitFor(
        async () => {
          const entry = await rewardEntry(t, admin, 'Incertaine relancée à la main');
          return entry?.status === 'uncertain' ? entry : undefined;
        },
        15000,
        'récompense incertaine',
      );
      sandbox.resetFaults();
      for (const n of [1, 2]) {
        await visit(t, '/api/queues/rewards/add', {
          cookie,
          method: 'POST',
          body: { name: 'credit-reward', data: { rewardId: uncertain.id, givenUp: true }, options: { jobId: `by-hand-u${n}` } },
        });
      }
      await waitFor(
        async () => (await rewardEntry(t, admin, 'Incertaine relancée à la main'))?.status === 'credited',
        15000,
        'incertaine créditée',
      );
    } finally {
      sandbox.resetFaults();
    }
    // Every rewards job has run, the checks after the quarantine included: nothing is sent again.
    await queuesSettled([QueueName.Rewards]);
    expect(rewardCredits(sandbox, u.clientId)).toHaveLength(1);
  });
});

describe('queue dashboard without Redis: the jobs run in the API process', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { REDIS_URL: undefined } });
    admin = await t.login();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses anyone but an admin, and tells an admin in French that jobs run in the API', async () => {
    await expectRefused(t);
    const redacteur = await t.createUser({ role: 'redacteur' });
    expect((await openSession(t, redacteur.token)).status).toBe(403);

    const session = await openSession(t, admin);
    expect(session.status).toBe(200);
    const page = await visit(t, '', { cookie: session.cookie, html: true });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="fr">');
    expect(page.text).toContain('Les tâches s’exécutent dans l’API');
    expect(page.text).toContain('REDIS_URL');
    expect(page.text).not.toContain('__UI_CONFIG__');
  });
});
