import type { RunningSandbox } from '@blog/whmcs-sandbox';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { MailSender } from '../src/mail/mail-sender';
import { Notification } from '../src/notifications/entities/notification.entity';
import { QueueName } from '../src/queue/queues';
import { registerCustomer, startTestSandbox, submitArticle, waitFor } from './rewards-support';
import { words } from './support/articles';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { DEMO_ADMIN_EMAIL, startTestApp, type TestApp } from './support/test-app';
import { jobOutcomeCount, nextJobOutcome, queuesSettled } from './support/wait';

/**
 * The e-mails of the review loop, sent through a real SMTP server (smtp-server, parsed with mailparser):
 * who gets which French e-mail, once each, whatever the server does meanwhile.
 */
let sink: SmtpSink;
let sandbox: RunningSandbox;
let t: TestApp;
let admin: string;
const REDACTEUR_EMAIL = 'redaction@exemple.fr';

beforeAll(async () => {
  sink = await startSmtpSink();
  sandbox = await startTestSandbox();
  t = await startTestApp({
    env: {
      WHMCS_URL: sandbox.url,
      REDIS_URL: undefined,
      SMTP_URL: sink.url,
      SMTP_TIMEOUT_MS: '800',
      MAIL_BACKOFF_MS: '200',
      MAIL_ATTEMPTS: '20',
      MAIL_COMBINE_WINDOW_MS: '3000',
      REWARD_BACKOFF_MS: '50',
    },
  });
  admin = await t.login();
  const created = await t.api('POST', '/auth/users', {
    token: admin,
    body: { username: 'redaction', email: REDACTEUR_EMAIL, password: 'Redaction!2345', role: 'redacteur' },
  });
  expect(created.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await sink?.close();
});

/** The queues whose jobs send e-mails (a publication scheduled for later waits on the publish queue for long). */
const MAIL_AND_REWARDS = [QueueName.Mail, QueueName.Rewards];
const subjects = (mails: ParsedMail[]) => mails.map((m) => m.subject);
/** A header as it was sent (mailparser turns List-* headers into objects). */
const rawHeader = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? '';
const withSubject = (address: string, subject: string) => sink.to(address).filter((m) => m.subject === subject);

/** Waits for the e-mail, then for every job to have run (a duplicate would have been sent by then): exactly one. */
async function expectOneMail(address: string, subject: string): Promise<ParsedMail> {
  await waitFor(async () => withSubject(address, subject).length > 0, 20_000, `e-mail « ${subject} » pour ${address}`);
  await queuesSettled(MAIL_AND_REWARDS);
  const found = withSubject(address, subject);
  expect({ address, subject, count: found.length }).toEqual({ address, subject, count: 1 });
  return found[0]!;
}

async function resubmit(token: string, articleId: number, title: string): Promise<void> {
  const res = await t.api('PUT', `/articles/${articleId}`, {
    token,
    body: { title, content: words(330), short_description: 'Corrigé' },
  });
  expect(res.status).toBe(200);
}

describe('the review loop by e-mail', () => {
  it('tells staff of each submission, the contributor of the rejection with its reason, the publication with its credit, once each', async () => {
    const c = await registerCustomer(t, 'courriel');
    const title = 'Héberger un serveur Valheim';
    const submission = await submitArticle(t, c.token, title);

    for (const address of [DEMO_ADMIN_EMAIL, REDACTEUR_EMAIL]) await expectOneMail(address, `Nouvelle soumission : « ${title} »`);

    const rejected = await t.api('PUT', `/admin/submissions/${submission.id}/reject`, {
      token: admin,
      body: { rejection_reason: 'Il manque les ports à ouvrir' },
    });
    expect(rejected.status).toBe(200);
    const rejection = await expectOneMail(c.email, `Votre article « ${title} » a été refusé`);
    expect(rejection.text).toContain('Raison : Il manque les ports à ouvrir');
    expect(rejection.html).toContain('Il manque les ports à ouvrir');
    expect(rejection.text).toContain('/blog/contributor/edit/');

    await resubmit(c.token, submission.article_id, title);
    for (const address of [DEMO_ADMIN_EMAIL, REDACTEUR_EMAIL])
      await expectOneMail(address, `Soumission renvoyée après correction : « ${title} »`);

    expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    const published = await expectOneMail(c.email, `Votre article « ${title} » est publié et votre récompense est versée`);
    expect(published.text).toContain('/blog/article/');
    expect(published.text).toContain(`Crédit versé : 1,00 € pour « ${title} »`);
    expect(published.text).toContain('Nouveau solde de crédit');

    // Every e-mail has both parts, the sender, a one-click unsubscribe and a footer link to the preferences.
    for (const mail of [rejection, published]) {
      expect(mail.html).toEqual(expect.stringContaining('Gérer mes e-mails'));
      expect(mail.text).toContain('/blog/admin/profile');
      expect(rawHeader(mail, 'list-unsubscribe')).toContain('/blog/api/notifications/unsubscribe?');
      expect(rawHeader(mail, 'list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');
    }
    expect(subjects(sink.to(c.email))).toHaveLength(2);
  }, 90_000);

  it('keeps the in-app notification and sends nothing when the contributor switched that e-mail off', async () => {
    const c = await registerCustomer(t, 'sans-courriel');
    const prefs = await t.api('PUT', '/notifications/preferences', {
      token: c.token,
      body: { emails: { submission_rejected: false } },
    });
    expect(prefs.status).toBe(200);
    expect(prefs.body.preferences).toContainEqual(expect.objectContaining({ kind: 'submission_rejected', enabled: false }));
    const title = 'Article refusé en silence';
    const submission = await submitArticle(t, c.token, title);
    await t.api('PUT', `/admin/submissions/${submission.id}/reject`, { token: admin, body: { rejection_reason: 'Trop court' } });

    const inApp = await t.api('GET', '/notifications', { token: c.token });
    expect(inApp.body.notifications[0]).toMatchObject({ kind: 'submission_rejected', read: false, body: 'Raison : Trop court' });
    expect((await t.api('GET', '/notifications/unread-count', { token: c.token })).body.unread).toBe(1);
    // The mail job has decided about the notification (an e-mail sent would be in the sink by then).
    const notifications = t.app.get(DataSource).getRepository(Notification);
    await waitFor(
      async () => (await notifications.findOneBy({ user_id: c.userId }))?.mail_state === 'skipped',
      20_000,
      'e-mail de refus écarté',
    );
    await queuesSettled(MAIL_AND_REWARDS);
    expect(sink.to(c.email)).toHaveLength(0);
  }, 60_000);
});

describe('a publication date is told to the contributor', () => {
  const paris = (at: Date) => ({
    date: new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(
      at,
    ),
    time: new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(at),
  });
  const inMs = (ms: number) => {
    const at = new Date(Date.now() + ms);
    at.setMilliseconds(0);
    return at;
  };
  const titles = async (token: string) =>
    ((await t.api('GET', '/notifications?limit=20', { token })).body.notifications as { title: string }[]).map((n) => n.title);

  it('at once when accepted for later, when the date moves, when it is cancelled, and again when it goes live', async () => {
    const c = await registerCustomer(t, 'programmation');
    const title = 'Ouvrir un serveur Palworld';
    const submission = await submitArticle(t, c.token, title);

    const first = inMs(2 * 86_400_000);
    const approved = await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
      token: admin,
      body: { publish_at: first.toISOString() },
    });
    expect(approved.status).toBe(200);
    const { date, time } = paris(first);
    const accepted = `Votre article « ${title} » est accepté : publication le ${date} à ${time}`;
    await expectOneMail(c.email, accepted);
    expect(await titles(c.token)).toContain(accepted);

    const second = inMs(3 * 86_400_000);
    const body = { title, content: words(330), short_description: 'Résumé' };
    const moved = await t.api('PUT', `/articles/${submission.article_id}`, {
      token: admin,
      body: { ...body, status: 'published', publish_at: second.toISOString() },
    });
    expect(moved.status).toBe(200);
    const movedText = `La publication de votre article « ${title} » est déplacée au ${paris(second).date} à ${paris(second).time}`;
    await expectOneMail(c.email, movedText);
    expect(await titles(c.token)).toContain(movedText);

    expect((await t.api('DELETE', `/articles/${submission.article_id}/schedule`, { token: admin })).status).toBe(200);
    const cancelled = `La publication programmée de votre article « ${title} » est annulée : il repart en relecture`;
    await expectOneMail(c.email, cancelled);

    // Accepted again for a few seconds later: told now, then told it is live.
    const soon = inMs(4000);
    expect(
      (
        await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
          token: admin,
          body: { publish_at: soon.toISOString() },
        })
      ).status,
    ).toBe(200);
    await expectOneMail(
      c.email,
      `Votre article « ${title} » est accepté : publication le ${paris(soon).date} à ${paris(soon).time}`,
    );
    await expectOneMail(c.email, `Votre article « ${title} » est publié et votre récompense est versée`);
  }, 90_000);
});

describe('a publication and its credit', () => {
  const publishedOnly = (title: string) => `Votre article « ${title} » est publié`;
  const creditedOnly = (title: string) => `Crédit versé : 1,00 € pour « ${title} »`;
  const both = (title: string) => `${publishedOnly(title)} et votre récompense est versée`;
  const inApp = async (token: string) =>
    ((await t.api('GET', '/notifications?limit=20', { token })).body.notifications as { kind: string; title: string }[]).map(
      (n) => n.kind,
    );

  it('paid together: one e-mail says both, and the two in-app notifications stay', async () => {
    const c = await registerCustomer(t, 'ensemble');
    const title = 'Publier et créditer ensemble';
    const submission = await submitArticle(t, c.token, title);
    expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);

    const mail = await expectOneMail(c.email, both(title));
    expect(mail.text).toContain(creditedOnly(title));
    expect(mail.html).toContain('Nouveau solde de crédit');
    expect(mail.text).toContain('/blog/article/');
    // Past the wait of the publication's e-mail (a delayed job, counted until it has run): nothing else comes.
    await queuesSettled(MAIL_AND_REWARDS);
    expect(subjects(sink.to(c.email))).toEqual([both(title)]);
    expect(await inApp(c.token)).toEqual(expect.arrayContaining(['submission_published', 'reward_credited']));
  }, 60_000);

  it('paid later: the publication goes alone once its wait is over, then the credit alone, each once', async () => {
    const c = await registerCustomer(t, 'plus-tard');
    const title = 'Crédit versé plus tard';
    const submission = await submitArticle(t, c.token, title);
    sandbox.setFaults({ outage: true });
    let rewardId: number;
    try {
      expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
      await expectOneMail(c.email, publishedOnly(title));
      rewardId = await waitFor(
        async () => {
          const history = await t.api('GET', '/admin/rewards/history?limit=50', { token: admin });
          const entry = (history.body.history as { id: number; article_title: string; status: string }[]).find(
            (h) => h.article_title === title,
          );
          return entry?.status === 'failed' ? entry.id : undefined;
        },
        20_000,
        'échec du versement',
      );
    } finally {
      sandbox.resetFaults();
    }
    expect((await t.api('POST', `/admin/rewards/${rewardId}/retry`, { token: admin })).status).toBe(200);
    await expectOneMail(c.email, creditedOnly(title));
    await queuesSettled(MAIL_AND_REWARDS);
    expect(subjects(sink.to(c.email)).sort()).toEqual([creditedOnly(title), publishedOnly(title)].sort());
  }, 60_000);

  it('never twice: the publication e-mail swept again after the combined one changes nothing', async () => {
    const c = await registerCustomer(t, 'jamais-deux');
    const title = 'Un seul e-mail malgré les reprises';
    const submission = await submitArticle(t, c.token, title);
    expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    await expectOneMail(c.email, both(title));

    // Every job of the contributor runs again, as a duplicate event or the sweeper would run it.
    const rows = await t.app
      .get(DataSource)
      .getRepository(Notification)
      .find({ where: { user_id: c.userId } });
    expect(rows.map((n) => n.mail_state).sort()).toEqual(['sent', 'skipped']);
    const sender = t.app.get(MailSender, { strict: false });
    for (const n of rows) expect(await sender.run(n.id, { number: 2, isLast: false })).toBeUndefined();
    await queuesSettled(MAIL_AND_REWARDS);
    expect(subjects(sink.to(c.email))).toEqual([both(title)]);
  }, 60_000);

  it('an SMTP server that refuses the combined e-mail: once it accepts, the same combined e-mail arrives once', async () => {
    const c = await registerCustomer(t, 'ensemble-refus');
    const title = 'E-mail commun refusé puis accepté';
    const submission = await submitArticle(t, c.token, title);
    const refusedBefore = sink.refused;
    sink.setMode('refuse');
    try {
      expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
      // Refused twice: the retry of the refused e-mail was refused too.
      await waitFor(async () => sink.refused > refusedBefore + 1, 10_000, 'deux envois refusés');
    } finally {
      sink.setMode('accept');
    }
    await expectOneMail(c.email, both(title));
    await queuesSettled(MAIL_AND_REWARDS);
    expect(subjects(sink.to(c.email))).toEqual([both(title)]);
  }, 60_000);
});

describe('an SMTP server that fails, then recovers', () => {
  afterEach(async () => {
    sink.setMode('accept');
  });

  it('refusing (451): every e-mail arrives once it accepts again', async () => {
    sink.setMode('refuse');
    const refusedBefore = sink.refused;
    const c = await registerCustomer(t, 'smtp-refuse');
    const title = 'Soumission pendant un refus SMTP';
    await submitArticle(t, c.token, title);
    await waitFor(async () => sink.refused > refusedBefore, 10_000, 'un envoi refusé');
    sink.setMode('accept');
    for (const address of [DEMO_ADMIN_EMAIL, REDACTEUR_EMAIL]) await expectOneMail(address, `Nouvelle soumission : « ${title} »`);
  }, 60_000);

  it('down (connection refused), then back: every e-mail arrives once', async () => {
    await sink.stop();
    const failedBefore = await jobOutcomeCount(QueueName.Mail, 'failed');
    const c = await registerCustomer(t, 'smtp-down');
    const title = 'Soumission pendant une panne SMTP';
    await submitArticle(t, c.token, title);
    await nextJobOutcome(QueueName.Mail, 'failed', failedBefore);
    await sink.start();
    for (const address of [DEMO_ADMIN_EMAIL, REDACTEUR_EMAIL]) await expectOneMail(address, `Nouvelle soumission : « ${title} »`);
  }, 60_000);

  it('hung (never greets, the client times out), then back: every e-mail arrives once', async () => {
    await sink.stop();
    sink.setMode('silent');
    await sink.start();
    const failedBefore = await jobOutcomeCount(QueueName.Mail, 'failed');
    const c = await registerCustomer(t, 'smtp-hung');
    const title = 'Soumission pendant un serveur SMTP muet';
    await submitArticle(t, c.token, title);
    // A send timed out against the silent server.
    await nextJobOutcome(QueueName.Mail, 'failed', failedBefore);
    await sink.stop();
    sink.setMode('accept');
    await sink.start();
    for (const address of [DEMO_ADMIN_EMAIL, REDACTEUR_EMAIL]) await expectOneMail(address, `Nouvelle soumission : « ${title} »`);
  }, 60_000);
});

describe('unsubscribe links', () => {
  const form = (fields: string) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: fields });
  const enabled = async (token: string, kind: string) =>
    ((await t.api('GET', '/notifications/preferences', { token })).body.preferences as { kind: string; enabled: boolean }[]).find(
      (p) => p.kind === kind,
    )?.enabled;

  async function linkOf(name: string, title: string) {
    const c = await registerCustomer(t, name);
    const submission = await submitArticle(t, c.token, title);
    await t.api('PUT', `/admin/submissions/${submission.id}/reject`, { token: admin, body: { rejection_reason: 'À revoir' } });
    const mail = await expectOneMail(c.email, `Votre article « ${title} » a été refusé`);
    const link = /<(https?:\/\/[^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe').replace(/\s+/g, ''))![1]!;
    return { c, query: new URL(link).search };
  }

  it('a GET only shows a French page asking for a click: mail scanners and previews change nothing', async () => {
    const { c, query } = await linkOf('desinscription', 'Article pour se désinscrire');
    for (let i = 0; i < 3; i++) {
      const opened = await t.api('GET', `/notifications/unsubscribe${query}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toContain('text/html');
      expect(String(opened.body)).toContain('Ne plus recevoir cet e-mail ?');
      expect(String(opened.body)).toContain('Vous ne recevrez plus l’e-mail « Mon article est refusé ».');
      expect(String(opened.body)).toContain('method="post"');
    }
    expect(await enabled(c.token, 'submission_rejected')).toBe(true);

    // The page's button: done, with the way back and the preferences.
    const done = await t.api('POST', `/notifications/unsubscribe${query}`, form('from=page'));
    expect(done.status).toBe(200);
    expect(done.headers.get('content-type')).toContain('text/html');
    expect(String(done.body)).toContain('Désinscription enregistrée');
    expect(String(done.body)).toContain('/blog/api/notifications/resubscribe?');
    expect(String(done.body)).toContain('href="/blog/admin/profile"');
    expect(await enabled(c.token, 'submission_rejected')).toBe(false);

    const undone = await t.api('POST', `/notifications/resubscribe${query}`, form('from=page'));
    expect(undone.status).toBe(200);
    expect(String(undone.body)).toContain('Vous recevrez de nouveau l’e-mail « Mon article est refusé ».');
    expect(await enabled(c.token, 'submission_rejected')).toBe(true);
  }, 60_000);

  it('RFC 8058 one-click POST from a mail client still unsubscribes at once', async () => {
    const { c, query } = await linkOf('un-clic', 'Article pour le clic unique');
    const clicked = await t.api('POST', `/notifications/unsubscribe${query}`, form('List-Unsubscribe=One-Click'));
    expect(clicked.status).toBe(200);
    expect(clicked.body).toEqual({ success: true });
    expect(await enabled(c.token, 'submission_rejected')).toBe(false);
  }, 60_000);

  it('a tampered, cut or expired link shows a readable French page and changes nothing', async () => {
    const { c, query } = await linkOf('lien-modifie', 'Article au lien modifié');
    const tampered = query.replace(/sig=([0-9a-f])/, (_m, c0: string) => `sig=${c0 === 'a' ? 'b' : 'a'}`);
    const otherKind = query.replace('kind=submission_rejected', 'kind=reward_credited');
    const unknownKind = query.replace('kind=submission_rejected', 'kind=nimporte');
    const cut = query.replace(/&sig=[0-9a-f]+/, '');
    for (const bad of [tampered, otherKind, unknownKind, cut, '']) {
      const refused = await t.api('GET', `/notifications/unsubscribe${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toContain('text/html');
      expect(String(refused.body)).toContain('Lien de désinscription invalide');
      expect(String(refused.body)).toContain('aucune préférence n’a changé');
      const posted = await t.api('POST', `/notifications/unsubscribe${bad}`, form('from=page'));
      expect(posted.status).toBe(400);
      expect(String(posted.body)).toContain('Lien de désinscription invalide');
    }
    const oneClick = await t.api('POST', `/notifications/unsubscribe${tampered}`, form('List-Unsubscribe=One-Click'));
    expect(oneClick.status).toBe(400);
    expect(oneClick.body.error).toBe('Lien de désinscription invalide ou modifié');

    const expiredQuery = query.replace(/exp=\d+/, 'exp=1000');
    const expired = await t.api('GET', `/notifications/unsubscribe${expiredQuery}`);
    expect(expired.status).toBe(400);
    expect(String(expired.body)).toMatch(/Lien de désinscription (expiré|invalide)/);
    expect(await enabled(c.token, 'submission_rejected')).toBe(true);
  }, 60_000);
});
