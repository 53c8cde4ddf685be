import { submitArticle, waitFor } from '../rewards-support';
import { words } from '../support/articles';
import type { PrivateRedis } from '../support/private-redis';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, type ApiAnswer, type TestApp } from '../support/test-app';
import { startWorkerStack, type WorkerStack } from '../support/worker-stack';

/**
 * A Redis that keeps its connections open and answers nothing (SIGSTOP: frozen, swapping): every Redis
 * command on a request's path has a deadline (REDIS_COMMAND_TIMEOUT_MS), so sign-in, autosave, notes,
 * submissions and the health check answer within about two seconds, then everything works again and
 * the jobs asked for meanwhile run.
 */
let stack: WorkerStack;
let sink: SmtpSink;
let t: TestApp;
let admin: string;
let redis: PrivateRedis;

beforeAll(async () => {
  sink = await startSmtpSink();
  stack = await startWorkerStack(
    'redis-frozen',
    {
      SMTP_URL: sink.url,
      REDIS_COMMAND_TIMEOUT_MS: '800',
      MAIL_BACKOFF_MS: '200',
      MAIL_SWEEP_INTERVAL_MS: '500',
      MAIL_STALE_MS: '1000',
    },
    { privateRedis: true },
  );
  ({ t, admin } = stack);
  redis = stack.redis!;
});
afterAll(async () => {
  redis?.thaw();
  await stack?.stop();
  await sink?.close();
});

const timed = async (call: () => Promise<ApiAnswer>): Promise<ApiAnswer & { ms: number }> => {
  const started = Date.now();
  const answer = await call();
  return Object.assign(answer, { ms: Date.now() - started });
};

/** A success, or the French 503 of the catalogue: never a wait as long as the freeze. */
const expectPromptAnswer = (label: string, answer: ApiAnswer & { ms: number }, success: number) => {
  const seen = { label, status: answer.status, fast: answer.ms < 2500 };
  if (answer.status === 503) expect(answer.body.error).toMatch(/[éèà]|indisponible/);
  else expect(seen).toEqual({ label, status: success, fast: true });
  expect(seen.fast).toBe(true);
};

it('answers sign-in, autosave, a note, a submission and /health within about 2 s while Redis is frozen, then loses nothing', async () => {
  const writer = await t.createUser({ role: 'contributor' });
  const before = await submitArticle(t, writer.token, `Avant le gel ${Date.now()}`);
  const title = `Pendant le gel ${Date.now()}`;

  redis.freeze();
  try {
    const signIn = await timed(() =>
      t.api('POST', '/auth/login', { body: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD } }),
    );
    expectPromptAnswer('connexion', signIn, 200);
    const autosave = await timed(() =>
      t.api('PUT', '/autosaves/new-gel', { token: writer.token, body: { title: 'Brouillon pendant le gel', content: words(5) } }),
    );
    expectPromptAnswer('sauvegarde automatique', autosave, 200);
    const note = await timed(() =>
      t.api('POST', `/submissions/${before.id}/notes`, { token: admin, body: { body: 'Une note pendant le gel' } }),
    );
    expectPromptAnswer('note', note, 201);
    const submission = await timed(() =>
      t.api('POST', '/submissions', { token: writer.token, body: { title, content: words(320), short_description: 'Résumé' } }),
    );
    expectPromptAnswer('soumission', submission, 201);
    const health = await timed(() => t.api('GET', '/health'));
    expectPromptAnswer('santé', health, 200);
    if (health.status === 200) expect(health.body.redis).toBe('down');
  } finally {
    redis.thaw();
  }

  // Everything works again, and the staff e-mail of the submission made during the freeze is sent.
  await waitFor(async () => (await t.api('GET', '/health')).body.redis === 'up', 10_000, 'Redis de retour');
  expect((await t.api('PUT', '/autosaves/new-gel', { token: writer.token, body: { title: 'Après le gel' } })).status).toBe(200);
  expect(await t.login()).toBeTruthy();
  const staffSubject = `Nouvelle soumission : « ${title} »`;
  await waitFor(
    async () => sink.to(DEMO_ADMIN_EMAIL).some((m) => m.subject === staffSubject),
    30_000,
    `e-mail de la soumission faite pendant le gel (${stack.worker.output().slice(-1500)})`,
  );
});
