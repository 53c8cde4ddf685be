import { startWorker, uniquePrefix, waitFor, type WorkerProcess } from './rewards-support';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { startTestApp, TEST_DB_KIND, type TestApp } from './support/test-app';
import { queuesSettled, unfinishedJobs } from './support/wait';
import { QueueName } from '../src/queue/queues';

/** As in production: the API queues the confirmation e-mail in Redis, the worker process sends it (MariaDB, Redis, BullMQ). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suite = TEST_DB_KIND === 'mariadb' ? describe : describe.skip;

suite('newsletter confirmation sent by the worker process', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let worker: WorkerProcess | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    env = {
      REDIS_URL,
      QUEUE_PREFIX: uniquePrefix('newsletter-worker'),
      SMTP_URL: sink.url,
      SMTP_TIMEOUT_MS: '800',
      MAIL_BACKOFF_MS: '200',
    };
    t = await startTestApp({ env });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await sink?.close();
  });

  it('waits in Redis until a worker runs, then is sent once, with no address in the worker’s log', async () => {
    const address = 'lecteur-worker@exemple.fr';
    const answer = await t.api('POST', '/newsletter/subscriptions', { body: { email: address, source: '/' } });
    expect(answer.status).toBe(200);
    // The e-mail waits in Redis; nobody sends it without the worker.
    await waitFor(async () => ((await unfinishedJobs()).get(QueueName.Mail) ?? 0) > 0, 10_000, 'e-mail en file');
    expect(sink.messages).toHaveLength(0);

    worker = startWorker({ ...env, LOG_LEVEL: 'debug' });
    // A loaded machine (two suites at once) may take a while to start a worker: its log says why if it never sends.
    await waitFor(async () => sink.to(address).length > 0, 60_000, 'e-mail de confirmation').catch((error: Error) => {
      throw new Error(`${error.message}\n${worker!.output().slice(-4000)}`);
    });
    // The mail queue is quiet in Redis: a second e-mail would have been sent by then.
    await queuesSettled([QueueName.Mail]);
    expect(sink.to(address)).toHaveLength(1);
    expect(sink.to(address)[0]!.subject).toMatch(/^Confirmez votre inscription à la newsletter du blog /);
    expect(worker.output()).not.toContain(address);
  }, 120_000);
});
