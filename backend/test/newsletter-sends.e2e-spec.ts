import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { NewsletterDelivery } from '../src/newsletter/entities/newsletter-delivery.entity';
import { NewsletterSend } from '../src/newsletter/entities/newsletter-send.entity';
import { NewsletterSubscriber, type SubscriberFrequency } from '../src/newsletter/entities/newsletter-subscriber.entity';
import { AppConfig } from '../src/config/app-config';
import { newsletterTexts } from '../src/i18n/newsletter';
import { SchedulingService } from '../src/publishing/scheduling.service';
import { daysBefore } from '../src/common/text/paris-day';
import { digestMonday, SendDigestHandler } from '../src/newsletter/jobs/send-digest.job';
import { QueueName } from '../src/queue/queues';
import { registerCustomer, submitArticle, waitFor } from './rewards-support';
import { words } from './support/articles';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import type { TestApp } from './support/test-app';
import { jobOutcomeCount, nextJobOutcome, queuesSettled } from './support/wait';
import { startEmbeddedStack, type EmbeddedStack } from './support/worker-stack';

/**
 * The newsletter sent on publication, through a real SMTP server (smtp-server + mailparser), on the
 * embedded default's in-process queue (the same job code the worker runs): once per article whatever
 * happens to it afterwards, only to the confirmed « à chaque article » subscribers of its category,
 * with a one-click unsubscribe that works, and a recipient refused for good marked « en échec ».
 */
let stack: EmbeddedStack;
let sink: SmtpSink;
let t: TestApp;
let admin: string;
let db: DataSource;
let minecraft: number;
let vps: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  stack = await startEmbeddedStack({
    SMTP_URL: sink.url,
    NEWSLETTER_RATE_PER_SECOND: '0',
    NEWSLETTER_BACKOFF_MS: '100',
    MAIL_BACKOFF_MS: '100',
  });
  ({ t, admin } = stack);
  db = t.app.get(DataSource);
  minecraft = (await t.api('POST', '/categories', { token: admin, body: { name: 'Minecraft lettre' } })).body.category.id;
  vps = (await t.api('POST', '/categories', { token: admin, body: { name: 'VPS lettre' } })).body.category.id;
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await sink?.close();
});

let nextSubscriber = 1;
/** A subscriber as the double opt-in leaves them, written straight to the table. */
async function subscriber(
  fields: { state?: NewsletterSubscriber['state']; frequency?: SubscriberFrequency; categories?: number[] } = {},
): Promise<NewsletterSubscriber> {
  const n = nextSubscriber++;
  return db.getRepository(NewsletterSubscriber).save({
    email: `abonne-${n}-${Date.now()}@exemple.fr`,
    state: fields.state ?? 'confirmed',
    frequency: fields.frequency ?? 'each',
    categories: (fields.categories ?? []).join(','),
    requested_at: new Date(),
    confirmed_at: fields.state && fields.state !== 'confirmed' ? null : new Date(),
    consent_source: '/',
    consent_version: 'test',
    ip_hash: 'x'.repeat(64),
  });
}

async function publish(
  title: string,
  category: number | null,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; slug: string }> {
  const res = await t.api('POST', '/articles', {
    token: admin,
    body: {
      title,
      content: words(80),
      category_id: category,
      short_description: `Résumé de ${title}`,
      status: 'published',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body.article;
}

const sendOf = (articleId: number) => db.getRepository(NewsletterSend).findOneBy({ send_key: `article-${articleId}` });

/** Waits until the article's send has listed everyone and no row waits, then for the queues to be quiet. */
async function sent(articleId: number): Promise<void> {
  await waitFor(
    async () => {
      const send = await sendOf(articleId);
      if (!send || send.state !== 'sending') return false;
      return (await db.getRepository(NewsletterDelivery).countBy({ send_id: send.id, state: 'queued' })) === 0;
    },
    20_000,
    `newsletter de l’article ${articleId}`,
  );
  await queuesSettled([QueueName.Newsletter, QueueName.NewsletterSend]);
}

const bySubject = (title: string) => sink.messages.filter((m) => m.subject === newsletterTexts.articleSubject(title));
const recipientsOf = (mails: ParsedMail[]) => mails.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address).sort();
/** The raw value of a header (mailparser folds the List-* headers into one parsed object). */
const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((h) => h.key === name)?.line ?? '').replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');
const unsubscribeUrl = (mail: ParsedMail) => /<(https?:\/\/[^>]+)>/.exec(header(mail, 'list-unsubscribe'))![1]!;
const pathOf = (link: string) => new URL(link).pathname.replace(/^\/blog\/api/, '') + new URL(link).search;

describe('newsletter sent on publication', () => {
  it('reaches once each confirmed « à chaque article » subscriber of the category, never again after edits and republishing', async () => {
    const all = await subscriber();
    const fan = await subscriber({ categories: [minecraft] });
    const other = await subscriber({ categories: [vps] });
    const weekly = await subscriber({ frequency: 'weekly' });
    const pending = await subscriber({ state: 'pending' });
    const gone = await subscriber({ state: 'unsubscribed' });

    const title = 'Installer des mods Minecraft';
    const article = await publish(title, minecraft);
    await sent(article.id);
    const mails = bySubject(title);
    expect(recipientsOf(mails)).toEqual([all.email, fan.email].sort());
    for (const nobody of [other, weekly, pending, gone]) expect(sink.to(nobody.email)).toHaveLength(0);

    const mail = mails[0]!;
    expect(mail.html).toContain(title);
    expect(mail.html).toContain(newsletterTexts.readArticle);
    expect(mail.html).toContain('utm_source=newsletter');
    expect(mail.html).toContain(newsletterTexts.manageLink);
    expect(mail.html).not.toMatch(/<img[^>]+(width="1"|height="1")/); // no tracking pixel
    expect(mail.text).toContain(`${newsletterTexts.readArticle} : `);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(mail)).toMatch(/\/blog\/api\/newsletter\/unsubscribe\?s=\d+&signature=[0-9a-f]{64}$/);

    // Edited, unpublished, published again: nobody gets it a second time.
    const plans = await jobOutcomeCount(QueueName.Newsletter, 'completed');
    const edit = await t.api('PUT', `/articles/${article.id}`, {
      token: admin,
      body: { title, content: words(90), category_id: minecraft, status: 'published' },
    });
    expect(edit.status).toBe(200);
    for (const status of ['draft', 'published'])
      expect(
        (
          await t.api('PUT', `/articles/${article.id}`, {
            token: admin,
            body: { title, content: words(90), category_id: minecraft, status },
          })
        ).status,
      ).toBe(200);
    // Published again, it asked for its newsletter once more: that plan has run, and what it queued too.
    await nextJobOutcome(QueueName.Newsletter, 'completed', plans);
    await queuesSettled([QueueName.Newsletter, QueueName.NewsletterSend]);
    expect(bySubject(title)).toHaveLength(2);
    expect(await db.getRepository(NewsletterSend).countBy({ send_key: `article-${article.id}` })).toBe(1);
  }, 60_000);

  it('sends nothing for an article published with « Ne pas envoyer aux abonnés »', async () => {
    const reader = await subscriber();
    const title = 'Une note interne publiée';
    const plans = await jobOutcomeCount(QueueName.Newsletter, 'completed');
    const article = await publish(title, null, { newsletter_skip: true });
    expect((await t.api('GET', `/articles/edit/${article.id}`, { token: admin })).body.article.newsletter_skip).toBe(true);
    // Its publication's newsletter plan has run (and found nothing to send), and the queues are quiet.
    await nextJobOutcome(QueueName.Newsletter, 'completed', plans);
    await queuesSettled([QueueName.Newsletter, QueueName.NewsletterSend]);
    expect(await sendOf(article.id)).toBeNull();
    expect(bySubject(title)).toHaveLength(0);
    expect(sink.to(reader.email).filter((m) => m.subject === newsletterTexts.articleSubject(title))).toHaveLength(0);
  }, 30_000);

  it('sends an approved contributor’s article, and a scheduled one at its minute', async () => {
    const reader = await subscriber();
    const c = await registerCustomer(t, 'lettre');
    const submission = await submitArticle(t, c.token, 'Sécuriser son serveur FiveM');
    expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    await sent(submission.article_id);
    // The contributor sees in « Mes statistiques » how many subscribers received it.
    const send = (await sendOf(submission.article_id))!;
    const delivered = await db.getRepository(NewsletterDelivery).countBy({ send_id: send.id, state: 'sent' });
    expect(delivered).toBeGreaterThan(0);
    const mine = await t.api('GET', '/admin/stats/me', { token: c.token });
    expect(mine.status).toBe(200);
    expect(mine.body.stats.articles.find((a: { id: number }) => a.id === submission.article_id)).toMatchObject({
      newsletter_recipients: delivered,
    });
    expect(
      sink.to(reader.email).filter((m) => m.subject === newsletterTexts.articleSubject('Sécuriser son serveur FiveM')),
    ).toHaveLength(1);

    const at = new Date(Math.ceil((Date.now() + 60_000) / 1000) * 1000);
    const scheduled = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Programmée pour la lettre', content: words(80), status: 'published', publish_at: at.toISOString() },
    });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.article.id as number;
    await queuesSettled([QueueName.Newsletter]);
    expect(await sendOf(id)).toBeNull(); // nothing before its minute
    expect(await t.app.get(SchedulingService).publishDue(id, new Date(at.getTime() + 1000))).toBe(true);
    await sent(id);
    expect(
      sink.to(reader.email).filter((m) => m.subject === newsletterTexts.articleSubject('Programmée pour la lettre')),
    ).toHaveLength(1);
  }, 60_000);

  it('stops every send at once after a one-click unsubscribe (RFC 8058)', async () => {
    const reader = await subscriber();
    const first = await publish('Premier article de la lettre', null);
    await sent(first.id);
    const [mail] = sink.to(reader.email);
    const url = unsubscribeUrl(mail!);

    // Opening the address shows the manage page and changes nothing.
    const opened = await t.api('GET', pathOf(url));
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(newsletterTexts.unsubscribeButton);
    expect((await db.getRepository(NewsletterSubscriber).findOneByOrFail({ id: reader.id })).state).toBe('confirmed');

    const oneClick = await t.api('POST', pathOf(url), {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await db.getRepository(NewsletterSubscriber).findOneByOrFail({ id: reader.id })).toMatchObject({
      state: 'unsubscribed',
    });

    const second = await publish('Second article de la lettre', null);
    await sent(second.id);
    expect(sink.to(reader.email)).toHaveLength(1);

    // An altered link unsubscribes nobody.
    const altered = url.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect(
      (
        await t.api('POST', pathOf(altered), {
          raw: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(400);
  }, 60_000);

  it('marks a recipient refused for good (5xx) « en échec » and sends to the others', async () => {
    const refused = await subscriber();
    const fine = await subscriber();
    sink.refuseRecipient(refused.email);
    const article = await publish('Article pour une boîte inconnue', null);
    await sent(article.id);
    expect(sink.to(fine.email)).toHaveLength(1);
    expect(sink.to(refused.email)).toHaveLength(0);
    expect((await db.getRepository(NewsletterSubscriber).findOneByOrFail({ id: refused.id })).state).toBe('failed');
    const send = (await sendOf(article.id))!;
    expect(
      await db.getRepository(NewsletterDelivery).findOneByOrFail({ send_id: send.id, subscriber_id: refused.id }),
    ).toMatchObject({ state: 'failed' });

    const list = await t.api('GET', '/admin/newsletter/sends', { token: admin });
    expect(list.status).toBe(200);
    const row = list.body.sends.find((s: { id: number }) => s.id === send.id);
    expect(row).toMatchObject({ kind: 'article', state: 'done', failed: 1, remaining: 0, sending: 0 });
    expect(row.sent).toBe(row.recipients - 1);

    // A later article does not go to them.
    const next = await publish('Article suivant sans la boîte inconnue', null);
    await sent(next.id);
    expect(await db.getRepository(NewsletterDelivery).countBy({ subscriber_id: refused.id })).toBe(1);
  }, 60_000);

  it('lets a reader change frequency and categories from « Gérer mon abonnement », without an account', async () => {
    const reader = await subscriber();
    const article = await publish('Article pour gérer', null);
    await sent(article.id);
    const [mail] = sink.to(reader.email);
    const manage = /href="([^"]+\/blog\/api\/newsletter\/manage\?[^"]+)"/.exec(mail!.html as string)![1]!.replace(/&amp;/g, '&');
    const page = await t.api('GET', pathOf(manage));
    expect(page.status).toBe(200);
    expect(page.body).toContain(newsletterTexts.weekly);
    expect(page.body).toContain('VPS lettre');

    const saved = await t.api('POST', pathOf(manage), {
      raw: new URLSearchParams([
        ['frequency', 'weekly'],
        ['categories', String(vps)],
        ['from', 'page'],
      ]).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain(newsletterTexts.savedWhat);
    expect(await db.getRepository(NewsletterSubscriber).findOneByOrFail({ id: reader.id })).toMatchObject({
      frequency: 'weekly',
      categories: String(vps),
    });
    const forged = pathOf(manage).replace(/s=\d+/, `s=${reader.id + 1000}`);
    expect((await t.api('GET', forged)).status).toBe(400);
  }, 60_000);

  it('sends the Monday digest of the week’s articles to the weekly subscribers only, and nothing for a week without articles', async () => {
    const weekly = await subscriber({ frequency: 'weekly' });
    const each = await subscriber();
    const title = 'Article de la semaine pour le résumé';
    await publish(title, minecraft);
    const digest = t.app.get(SendDigestHandler);
    const run = (monday: string) =>
      digest.handle({ name: 'send-newsletter-digest', data: { monday }, attempt: { number: 1, isLast: false } });

    await run('2020-01-06'); // a week without articles
    expect(await db.getRepository(NewsletterSend).findOneBy({ send_key: 'digest-2020-01-06' })).toBeNull();

    // Next Monday's digest covers the seven days before it, today included.
    const monday = daysBefore(digestMonday(), -7);
    await run(monday);
    await waitFor(
      async () => (await db.getRepository(NewsletterSend).findOneBy({ send_key: `digest-${monday}` }))?.state === 'sending',
      20_000,
      'résumé listé',
    );
    await queuesSettled([QueueName.Newsletter, QueueName.NewsletterSend]);
    const subject = newsletterTexts.digestSubject(t.app.get(AppConfig).brand.name);
    const mine = sink.to(weekly.email).filter((m) => m.subject?.startsWith('Les articles de la semaine'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(subject);
    expect(mine[0]!.html).toContain(title);
    expect(sink.to(each.email).filter((m) => m.subject === subject)).toHaveLength(0);

    await run(monday); // asked twice: still one e-mail
    await queuesSettled([QueueName.Newsletter, QueueName.NewsletterSend]);
    expect(sink.to(weekly.email).filter((m) => m.subject === subject)).toHaveLength(1);
  }, 60_000);

  it('sends « M’envoyer un test » of a draft to the staff member who asks, and to no subscriber', async () => {
    const reader = await subscriber();
    const draft = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Brouillon à tester', content: words(80), status: 'draft', short_description: 'Aperçu' },
    });
    expect(draft.status).toBe(201);
    const res = await t.api('POST', '/newsletter/test', { token: admin, body: { article_id: draft.body.article.id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(newsletterTexts.testSent('admin@demo.local'));
    const subject = `${newsletterTexts.testSubjectPrefix}${newsletterTexts.articleSubject('Brouillon à tester')}`;
    await waitFor(async () => sink.to('admin@demo.local').some((m) => m.subject === subject), 10_000, 'e-mail de test');
    expect(sink.to(reader.email).filter((m) => m.subject?.includes('Brouillon à tester'))).toHaveLength(0);
    expect((await t.api('POST', '/newsletter/test', { token: admin, body: { article_id: 987654 } })).body.code).toBe(
      'newsletter.testArticleNotFound',
    );
  }, 30_000);
});
