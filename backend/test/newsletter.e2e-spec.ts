import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { newsletterErrors } from '../src/i18n/errors';
import { NEWSLETTER_CONSENT_VERSION, newsletterTexts } from '../src/i18n/newsletter';
import { NewsletterSubscriber } from '../src/newsletter/entities/newsletter-subscriber.entity';
import { NewsletterSuppression } from '../src/newsletter/entities/newsletter-suppression.entity';
import { confirmationQuery, emailHash } from '../src/newsletter/newsletter-links';
import { SUBSCRIBE_LIMIT_PER_IP } from '../src/newsletter/newsletter.controller';
import { QueueName } from '../src/queue/queues';
import { waitFor } from './rewards-support';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { startTestApp, type TestApp } from './support/test-app';
import { queuesSettled } from './support/wait';

/**
 * Double opt-in of the newsletter, through a real SMTP server: one answer whatever the address's state,
 * the confirmation e-mail and its signed link, the daily and per-IP limits, the form without JavaScript.
 */
let sink: SmtpSink;
let t: TestApp;
let nextIp = 1;
/** Each request its own client IP (behind the trusted proxy), unless a test shares one on purpose. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    env: { REDIS_URL: undefined, SMTP_URL: sink.url, TRUST_PROXY: 'true', MAIL_BACKOFF_MS: '200', WRITE_RATE_LIMIT_FACTOR: '1' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const subscribers = () => t.app.get(DataSource).getRepository(NewsletterSubscriber);
const confirmationSubject = () => newsletterTexts.confirmMailSubject(t.app.get(AppConfig).brand.name);

function subscribeJson(email: string, ip = freshIp(), extra: Record<string, unknown> = {}) {
  return t.api('POST', '/newsletter/subscriptions', {
    body: { email, source: '/article/un-guide', ...extra },
    headers: { 'x-forwarded-for': ip },
  });
}

function subscribeForm(fields: Record<string, string>, ip = freshIp()) {
  return t.api('POST', '/newsletter/subscriptions', {
    raw: new URLSearchParams({ from: 'page', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
  });
}

/**
 * Waits for `count` confirmation e-mails to this address, then for the mail queue to be quiet: each request
 * queued its e-mail before answering, so any extra one has arrived by then.
 */
async function confirmations(address: string, count: number): Promise<ParsedMail[]> {
  const mine = () => sink.to(address).filter((m) => m.subject === confirmationSubject());
  if (count > 0) await waitFor(async () => mine().length >= count, 15_000, `${count} confirmation(s) pour ${address}`);
  await queuesSettled([QueueName.Mail]);
  return mine();
}

const linkOf = (mail: ParsedMail) => /https?:\/\/\S+\/blog\/api\/newsletter\/confirm\?\S+/.exec(mail.text ?? '')![0];
const pathOf = (link: string) => new URL(link).pathname.replace(/^\/blog\/api/, '') + new URL(link).search;

describe('newsletter double opt-in', () => {
  it('sends a signed link, changes nothing on opening it, confirms on the click and keeps the proof of consent', async () => {
    const email = 'Lectrice@Exemple.fr';
    const answer = await subscribeJson(email, '203.0.113.7', { frequency: 'weekly', categories: [2, 1] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: newsletterTexts.requested });

    const [mail] = await confirmations('lectrice@exemple.fr', 1);
    expect(mail!.html).toContain('Confirmer mon inscription');
    const link = linkOf(mail!);
    const row = await subscribers().findOneByOrFail({ email: 'lectrice@exemple.fr' });
    expect(row).toMatchObject({ state: 'pending', frequency: 'weekly', categories: '1,2', consent_source: '/article/un-guide' });

    // Opening the link (a mail scanner does) shows the button and subscribes nobody.
    const opened = await t.api('GET', pathOf(link));
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(newsletterTexts.confirmButton);
    expect((await subscribers().findOneByOrFail({ id: row.id })).state).toBe('pending');

    const clicked = await t.api('POST', pathOf(link), {
      raw: 'from=page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.status).toBe(200);
    expect(clicked.body).toContain(newsletterTexts.confirmedTitle);
    const confirmed = await subscribers().findOneByOrFail({ id: row.id });
    expect(confirmed.state).toBe('confirmed');
    expect(confirmed.confirmed_at).toBeInstanceOf(Date);
    expect(confirmed.consent_version).toBe(NEWSLETTER_CONSENT_VERSION);
    expect(confirmed.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(confirmed.ip_hash).not.toContain('203.0.113.7');
  }, 60_000);

  it('answers the same for a new, pending, confirmed and unsubscribed address, and e-mails only the unconfirmed', async () => {
    const fresh = 'nouveau@exemple.fr';
    const pending = 'attente@exemple.fr';
    const confirmed = 'confirme@exemple.fr';
    const unsubscribed = 'parti@exemple.fr';
    for (const email of [pending, confirmed, unsubscribed]) await subscribeJson(email);
    await confirmations(unsubscribed, 1);
    await subscribers().update({ email: confirmed }, { state: 'confirmed', confirmed_at: new Date() });
    await subscribers().update({ email: unsubscribed }, { state: 'unsubscribed', unsubscribed_at: new Date() });

    const answers = await Promise.all([fresh, pending, confirmed, unsubscribed].map((email) => subscribeJson(email)));
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: answers[0]!.body });
    const pages = await Promise.all([fresh, pending, confirmed, unsubscribed].map((email) => subscribeForm({ email })));
    for (const page of pages) expect({ status: page.status, body: page.body }).toEqual({ status: 200, body: pages[0]!.body });
    for (const answer of [...answers, ...pages]) expect(JSON.stringify(answer.body)).not.toMatch(/@exemple\.fr/);

    // The unsubscribed address gets a new confirmation (subscribing again); the confirmed one, none.
    expect(await confirmations(unsubscribed, 3)).toHaveLength(3);
    expect(await confirmations(confirmed, 1)).toHaveLength(1); // only the first, before it was confirmed
    expect((await subscribers().findOneByOrFail({ email: unsubscribed })).state).toBe('pending');
    expect((await subscribers().findOneByOrFail({ email: confirmed })).state).toBe('confirmed');
  }, 60_000);

  it('sends at most 3 confirmation e-mails per address and day', async () => {
    const email = 'insistant@exemple.fr';
    for (let i = 0; i < 5; i++) expect((await subscribeJson(email)).status).toBe(200);
    expect(await confirmations(email, 3)).toHaveLength(3);
  }, 60_000);

  it('limits the requests of one IP with a French 429, as JSON and as a page', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < SUBSCRIBE_LIMIT_PER_IP; i++) expect((await subscribeJson(`ip${i}@exemple.fr`, ip)).status).toBe(200);
    const refused = await subscribeJson('ip-de-trop@exemple.fr', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'newsletter.tooManyRequests',
      error: newsletterErrors.tooManyRequests.text,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await subscribeForm({ email: 'ip-de-trop@exemple.fr' }, ip);
    expect(page.status).toBe(429);
    expect(page.body).toContain(newsletterErrors.tooManyRequests.text);
    expect(await subscribers().countBy({ email: 'ip-de-trop@exemple.fr' })).toBe(0);
    // Another connection is not affected.
    expect((await subscribeJson('ip-de-trop@exemple.fr')).status).toBe(200);
  }, 60_000);

  it('answers the form without JavaScript with a French page, and a wrong address with the way back', async () => {
    const ok = await subscribeForm({ email: 'sansjs@exemple.fr', frequency: 'each', source: '/newsletter' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
    expect(ok.body).toContain(newsletterTexts.requestedTitle);
    expect(ok.body).toContain('href="/blog/newsletter"');
    await confirmations('sansjs@exemple.fr', 1);
    // Staff read what was sent; the confirmation link is the reader's own.
    expect(JSON.stringify(sink.to('sansjs@exemple.fr')[0]!.text)).not.toContain('sig=');

    const wrong = await subscribeForm({ email: 'pas-une-adresse', source: '/article/un-guide' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain(newsletterErrors.invalidEmail.text);
    expect(wrong.body).toContain('href="/blog/article/un-guide"');
    const json = await subscribeJson('pas-une-adresse');
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('newsletter.invalidEmail');
  }, 60_000);

  it('refuses an expired or altered link and confirms nobody', async () => {
    await subscribeJson('tardif@exemple.fr');
    const row = await subscribers().findOneByOrFail({ email: 'tardif@exemple.fr' });
    const secret = t.app.get(AppConfig).jwtSecret;
    const old = confirmationQuery(secret, row.id, Date.now() - 49 * 3600_000);
    const expired = await t.api('POST', `/newsletter/confirm?${old}`, { body: {} });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('newsletter.confirmationExpired');
    const expiredPage = await t.api('GET', `/newsletter/confirm?${old}`);
    expect(expiredPage.status).toBe(400);
    expect(expiredPage.body).toContain(newsletterTexts.expiredLinkTitle);

    const other = confirmationQuery(secret, row.id + 1000).replace(/s=\d+/, `s=${row.id}`);
    const altered = await t.api('POST', `/newsletter/confirm?${other}`, { body: {} });
    expect(altered.status).toBe(400);
    expect(altered.body.code).toBe('newsletter.confirmationInvalid');
    expect((await subscribers().findOneByOrFail({ id: row.id })).state).toBe('pending');
  }, 30_000);
});

describe('the subscribers for admins', () => {
  it('counts them by state and per day, finds them by a part of the address, a page at a time', async () => {
    const admin = await t.login();
    const before = await t.api('GET', '/admin/newsletter/summary', { token: admin });
    expect(before.status).toBe(200);
    for (const name of ['liste-a', 'liste-b', 'liste-c']) await subscribeJson(`${name}@recherche.example`);
    await subscribers().update({ email: 'liste-b@recherche.example' }, { state: 'confirmed', confirmed_at: new Date() });

    const after = await t.api('GET', '/admin/newsletter/summary', { token: admin });
    expect(after.body.counts.pending).toBe(before.body.counts.pending + 2);
    expect(after.body.counts.confirmed).toBe(before.body.counts.confirmed + 1);
    const today = new Date().toISOString().slice(0, 10);
    const day = (body: { days: { day: string; requested: number; confirmed: number }[] }) =>
      body.days.find((d) => d.day === today) ?? { requested: 0, confirmed: 0 };
    expect(day(after.body).requested).toBe(day(before.body).requested + 3);
    expect(day(after.body).confirmed).toBe(day(before.body).confirmed + 1);

    const found = await t.api('GET', '/admin/newsletter/subscribers?q=RECHERCHE.example&limit=2', { token: admin });
    expect(found.status).toBe(200);
    expect(found.body.pagination).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2 });
    expect(found.body.subscribers.map((s: { email: string }) => s.email)).toEqual([
      'liste-c@recherche.example',
      'liste-b@recherche.example',
    ]);
    expect(found.body.subscribers[0]).toMatchObject({
      state: 'pending',
      frequency: 'each',
      categories: [],
      consent_source: '/article/un-guide',
    });
    const confirmedOnly = await t.api('GET', '/admin/newsletter/subscribers?q=recherche&state=confirmed', { token: admin });
    expect(confirmedOnly.body.subscribers.map((s: { email: string }) => s.email)).toEqual(['liste-b@recherche.example']);
    // The wildcards of LIKE are searched as themselves.
    const wildcard = await t.api('GET', `/admin/newsletter/subscribers?q=${encodeURIComponent('%_')}`, { token: admin });
    expect(wildcard.body.pagination.total).toBe(0);
  }, 30_000);

  it('erases a subscriber: the row goes, the hash of the address stays in the suppression list', async () => {
    const admin = await t.login();
    await subscribeJson('a-effacer@exemple.fr');
    const row = await subscribers().findOneByOrFail({ email: 'a-effacer@exemple.fr' });
    const erased = await t.api('DELETE', `/admin/newsletter/subscribers/${row.id}`, { token: admin });
    expect(erased.status).toBe(200);
    expect(await subscribers().countBy({ id: row.id })).toBe(0);
    const suppressed = await t.app
      .get(DataSource)
      .getRepository(NewsletterSuppression)
      .findOneBy({ email_hash: emailHash('a-effacer@exemple.fr') });
    expect(suppressed).not.toBeNull();
    const again = await t.api('DELETE', `/admin/newsletter/subscribers/${row.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('newsletter.subscriberNotFound');
  }, 30_000);

  it('imports a CSV from another tool: new addresses only get a confirmation, erased ones never come back', async () => {
    const admin = await t.login();
    await subscribeJson('efface-puis-importe@exemple.fr');
    const erased = await subscribers().findOneByOrFail({ email: 'efface-puis-importe@exemple.fr' });
    expect((await t.api('DELETE', `/admin/newsletter/subscribers/${erased.id}`, { token: admin })).status).toBe(200);
    await subscribeJson('deja-la@exemple.fr');

    const csv = [
      'Nom;E-mail;Inscrit le',
      'Ada;Nouvelle.Importee@Exemple.fr;01/01/2025',
      'Bob;efface-puis-importe@exemple.fr;02/01/2025',
      'Cyd;deja-la@exemple.fr;03/01/2025',
      'Dan;pas-une-adresse;04/01/2025',
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'export.csv');
    const imported = await t.api('POST', '/admin/newsletter/subscribers/import', { token: admin, raw: form });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ success: true, added: 1, existing: 1, suppressed: 1, invalid: 1 });
    expect(await subscribers().findOneByOrFail({ email: 'nouvelle.importee@exemple.fr' })).toMatchObject({
      state: 'pending',
      consent_source: 'import',
      consent_version: 'import',
    });
    expect(await subscribers().countBy({ email: 'efface-puis-importe@exemple.fr' })).toBe(0);
    const [mail] = await confirmations('nouvelle.importee@exemple.fr', 1);
    expect(mail!.subject).toBe(confirmationSubject());

    const noColumn = new FormData();
    noColumn.append('file', new Blob(['Nom;Ville\r\nAda;Lyon'], { type: 'text/csv' }), 'vide.csv');
    const refused = await t.api('POST', '/admin/newsletter/subscribers/import', { token: admin, raw: noColumn });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('newsletter.importNoEmail');
  }, 30_000);

  it('exports the subscribers as a French CSV with their proof of consent, safe from formulas', async () => {
    const admin = await t.login();
    await subscribeJson('=cmd|calc@formule.example');
    await subscribers().update({ email: '=cmd|calc@formule.example' }, { consent_source: '=HYPERLINK("x")' });
    const res = await fetch(`${t.origin}/blog/api/admin/newsletter/subscribers/csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="abonnes-newsletter-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM that keeps the accents in a spreadsheet
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Adresse;État;Fréquence;Catégories;Inscription demandée le;')).toBe(true);
    const line = text.split('\r\n').find((l) => l.includes('formule.example'))!;
    expect(line.startsWith("'=cmd|calc@formule.example;En attente;À chaque nouvel article;Toutes;")).toBe(true);
    expect(line).toContain(`"'=HYPERLINK(""x"")";${NEWSLETTER_CONSENT_VERSION};`);
    expect(line).toMatch(/;[0-9a-f]{64}$/);
  }, 30_000);
});
