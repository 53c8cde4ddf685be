import type { RunningSandbox } from '@blog/whmcs-sandbox';
import {
  registerCustomer,
  startTestSandbox,
  startWorker,
  submitArticle,
  uniquePrefix,
  waitFor,
  type WorkerProcess,
} from './rewards-support';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { DEMO_ADMIN_EMAIL, startTestApp, TEST_DB_KIND, type TestApp } from './support/test-app';
import { DataSource, In } from 'typeorm';
import { unfinishedJobs } from './support/wait';
import { Notification } from '../src/notifications/entities/notification.entity';
import { QueueName } from '../src/queue/queues';

/** As in production: the API queues e-mails in Redis, the worker process sends them (MariaDB, Redis, BullMQ). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suite = TEST_DB_KIND === 'mariadb' ? describe : describe.skip;

suite('e-mails sent by the worker process', () => {
  let sink: SmtpSink;
  let sandbox: RunningSandbox;
  let t: TestApp;
  let admin: string;
  let worker: WorkerProcess | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    sandbox = await startTestSandbox();
    env = {
      WHMCS_URL: sandbox.url,
      REDIS_URL,
      QUEUE_PREFIX: uniquePrefix('mail-worker'),
      SMTP_URL: sink.url,
      SMTP_TIMEOUT_MS: '800',
      MAIL_BACKOFF_MS: '200',
      REWARD_BACKOFF_MS: '100',
    };
    t = await startTestApp({ env });
    admin = await t.login();
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await sandbox?.close();
    await sink?.close();
  });

  it('queues in Redis while no worker runs, then the worker sends each e-mail once, the publication with its own credit', async () => {
    const c = await registerCustomer(t, 'worker-mail');
    const title = 'Sauvegarder un serveur ARK';
    const submission = await submitArticle(t, c.token, title);
    // The staff e-mails wait in Redis; nobody sends them without the worker.
    await waitFor(async () => ((await unfinishedJobs()).get(QueueName.Mail) ?? 0) > 0, 10_000, 'e-mails en file');
    expect(sink.messages).toHaveLength(0);

    worker = startWorker(env);
    const staffSubject = `Nouvelle soumission : « ${title} »`;
    await waitFor(async () => sink.to(DEMO_ADMIN_EMAIL).some((m) => m.subject === staffSubject), 30_000, 'e-mail de l’équipe');

    expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    const both = `Votre article « ${title} » est publié et votre récompense est versée`;
    await waitFor(async () => sink.to(c.email).some((m) => m.subject === both), 30_000, 'e-mail de la publication et du crédit');
    // Every e-mail of this submission is settled (sent, or skipped as sent with another): none can leave any more.
    const notifications = t.app.get(DataSource).getRepository(Notification);
    await waitFor(
      async () => (await notifications.countBy({ submission_id: submission.id, mail_state: In(['pending', 'sending']) })) === 0,
      30_000,
      'e-mails de la soumission réglés',
    );
    expect(sink.to(c.email).map((m) => m.subject)).toEqual([both]);
    expect(sink.to(c.email)[0]!.text).toContain(`Crédit versé : 1,00 € pour « ${title} »`);
    expect(sink.to(DEMO_ADMIN_EMAIL).filter((m) => m.subject === staffSubject)).toHaveLength(1);
  }, 90_000);
});
