import { DataSource } from 'typeorm';
import { NewsletterDelivery } from '../src/newsletter/entities/newsletter-delivery.entity';
import { NewsletterSend } from '../src/newsletter/entities/newsletter-send.entity';
import { NewsletterSubscriber } from '../src/newsletter/entities/newsletter-subscriber.entity';
import { newsletterTexts } from '../src/i18n/newsletter';
import { startWorker, uniquePrefix, waitFor, type WorkerProcess } from './rewards-support';
import { words } from './support/articles';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { startTestApp, TEST_DB_KIND, type TestApp } from './support/test-app';
import { queuesSettled } from './support/wait';
import { QueueName } from '../src/queue/queues';

/**
 * A worker SIGKILLed in the middle of a newsletter send (MariaDB, Redis, BullMQ, two worker processes,
 * a real SMTP server): once another worker has taken over, every recipient got the e-mail exactly once
 * or is shown `sending` (taken by the killed worker, never sent again); nobody got it twice.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suite = TEST_DB_KIND === 'mariadb' ? describe : describe.skip;
const SUBSCRIBERS = 1500;

suite('newsletter send when a worker is killed mid-send', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let db: DataSource;
  const workers: WorkerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    env = {
      REDIS_URL,
      QUEUE_PREFIX: uniquePrefix('newsletter-kill'),
      SMTP_URL: sink.url,
      SMTP_TIMEOUT_MS: '2000',
      // Slow enough to be killed in the middle: 300 e-mails a second in batches of 100.
      NEWSLETTER_RATE_PER_SECOND: '300',
      NEWSLETTER_LOCK_MS: '2000',
      NEWSLETTER_BACKOFF_MS: '100',
      NEWSLETTER_SWEEP_INTERVAL_MS: '1000',
      NEWSLETTER_STALE_MS: '3000',
    };
    t = await startTestApp({ env });
    db = t.app.get(DataSource);
    const now = new Date();
    for (let from = 0; from < SUBSCRIBERS; from += 500)
      await db.getRepository(NewsletterSubscriber).insert(
        Array.from({ length: Math.min(500, SUBSCRIBERS - from) }, (_, i) => ({
          email: `lecteur-${from + i}@kill.exemple.fr`,
          state: 'confirmed' as const,
          frequency: 'each' as const,
          categories: '',
          requested_at: now,
          confirmed_at: now,
          consent_source: '/',
          consent_version: 'test',
          ip_hash: 'x'.repeat(64),
        })),
      );
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await t?.close();
    await sink?.close();
  });

  it('sends each recipient at most once and shows what the killed worker left', async () => {
    workers.push(startWorker(env), startWorker(env));
    const admin = await t.login();
    const title = 'Newsletter coupée en plein envoi';
    const created = await t.api('POST', '/articles', {
      token: admin,
      body: { title, content: words(80), status: 'published' },
    });
    expect(created.status).toBe(201);
    const subject = newsletterTexts.articleSubject(title);
    const ours = () => sink.messages.filter((m) => m.subject === subject);

    await waitFor(async () => ours().length >= 300, 30_000, 'début de l’envoi');
    workers[0]!.child.kill('SIGKILL');
    workers[1]!.child.kill('SIGKILL');
    const atKill = ours().length;
    expect(atKill).toBeLessThan(SUBSCRIBERS);
    workers.push(startWorker(env));

    const send = await db.getRepository(NewsletterSend).findOneByOrFail({ send_key: `article-${created.body.article.id}` });
    const rows = db.getRepository(NewsletterDelivery);
    await waitFor(async () => (await rows.countBy({ send_id: send.id, state: 'queued' })) === 0, 60_000, 'fin de l’envoi');
    // Every batch has run to its end, those the killed workers held included (taken over once their lock expired).
    await queuesSettled([QueueName.NewsletterSend], 60_000);

    const received = ours().map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address!);
    expect(new Set(received).size).toBe(received.length); // 0 duplicates
    const all = await rows.find({ where: { send_id: send.id }, select: { subscriber_id: true, state: true } });
    expect(all).toHaveLength(SUBSCRIBERS);
    const counts = { sent: 0, sending: 0, other: 0 };
    for (const row of all) counts[row.state === 'sent' || row.state === 'sending' ? row.state : 'other'] += 1;
    expect(counts.other).toBe(0);
    // Every row marked sent was received; the rest is shown `sending` (received or not: never sent twice).
    expect(received.length).toBeGreaterThanOrEqual(counts.sent);
    expect(received.length).toBeLessThanOrEqual(counts.sent + counts.sending);

    const admins = await t.api('GET', '/admin/newsletter/sends', { token: admin });
    expect(admins.body.sends.find((s: { id: number }) => s.id === send.id)).toMatchObject({
      recipients: SUBSCRIBERS,
      sent: counts.sent,
      sending: counts.sending,
      remaining: 0,
      state: 'done',
    });
  }, 120_000);
});
