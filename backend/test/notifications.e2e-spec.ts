import { registerCustomer, submitArticle, waitFor } from './rewards-support';
import { words } from './support/articles';
import type { TestApp } from './support/test-app';
import { startEmbeddedStack, type EmbeddedStack } from './support/worker-stack';

/** In-app notifications, editorial notes and the submission timeline, through the API. */
let stack: EmbeddedStack;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  stack = await startEmbeddedStack({ REWARD_BACKOFF_MS: '50' });
  ({ t, admin } = stack);
}, 60_000);
afterAll(() => stack?.stop());

const unread = async (token: string): Promise<number> =>
  (await t.api('GET', '/notifications/unread-count', { token })).body.unread;
const latest = async (token: string) => (await t.api('GET', '/notifications?limit=5', { token })).body.notifications;

it('tells staff of a submission and the contributor of its outcome; each reads and marks only their own', async () => {
  const before = await unread(admin);
  const c = await registerCustomer(t, 'cloche');
  const title = 'Configurer un pare-feu';
  const submission = await submitArticle(t, c.token, title);
  expect(await unread(admin)).toBe(before + 1);
  const [received] = await latest(admin);
  expect(received).toMatchObject({
    kind: 'submission_received',
    title: `Nouvelle soumission : « ${title} »`,
    link: `/admin/submissions?submission=${submission.id}`,
    read: false,
  });

  // Nobody else can mark it: the id reveals nothing.
  expect((await t.api('PUT', `/notifications/${received.id}/read`, { token: c.token })).status).toBe(404);
  expect((await t.api('PUT', `/notifications/${received.id}/read`, { token: admin })).status).toBe(200);
  expect(await unread(admin)).toBe(before);

  expect((await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} })).status).toBe(200);
  const [published] = await latest(c.token);
  expect(published).toMatchObject({ kind: 'submission_published', title: `Votre article « ${title} » est publié` });
  expect(published.link).toMatch(/^\/article\/configurer-un-pare-feu/);
  await waitFor(async () => (await latest(c.token))[0].kind === 'reward_credited', 15_000, 'notification du crédit');
  expect((await latest(c.token))[0].title).toBe(`Crédit versé : 1,00 € pour « ${title} »`);

  expect((await t.api('PUT', '/notifications/read-all', { token: c.token })).status).toBe(200);
  expect(await unread(c.token)).toBe(0);
  expect(
    (await t.api('GET', '/notifications', { token: c.token })).body.notifications.every((n: { read: boolean }) => n.read),
  ).toBe(true);
}, 60_000);

it('lets staff and the contributor write notes on a pending or rejected submission, each telling the other side', async () => {
  const c = await registerCustomer(t, 'notes');
  const title = 'Optimiser un serveur Rust';
  const submission = await submitArticle(t, c.token, title);
  const reviewerNote = await t.api('POST', `/submissions/${submission.id}/notes`, {
    token: admin,
    body: { body: '<b>Précisez</b> la version du jeu' },
  });
  expect(reviewerNote.status).toBe(201);
  expect(reviewerNote.body.note).toMatchObject({ author_name: 'Camille Laurent', from_staff: true, resolved: false });
  // Plain text, kept as written: it is escaped wherever it is shown, never rendered as HTML.
  expect(reviewerNote.body.note.body).toBe('<b>Précisez</b> la version du jeu');
  expect((await latest(c.token))[0]).toMatchObject({
    kind: 'note_added',
    title: `Nouvelle note de Camille Laurent sur « ${title} »`,
    body: '<b>Précisez</b> la version du jeu',
  });

  const staffBefore = await unread(admin);
  const answer = await t.api('POST', `/submissions/${submission.id}/notes`, {
    token: c.token,
    body: { body: 'Version 2.4, ajoutée.' },
  });
  expect(answer.body.note.from_staff).toBe(false);
  expect(await unread(admin)).toBe(staffBefore + 1);

  const resolved = await t.api('PUT', `/submissions/${submission.id}/notes/${reviewerNote.body.note.id}/resolve`, {
    token: c.token,
    body: { resolved: true },
  });
  expect(resolved.body.note).toMatchObject({ resolved: true, author_name: 'Camille Laurent' });
  expect((await t.api('POST', `/submissions/${submission.id}/notes`, { token: admin, body: { body: '   ' } })).status).toBe(400);
  expect(
    (await t.api('POST', `/submissions/${submission.id}/notes`, { token: admin, body: { body: 'x'.repeat(2001) } })).status,
  ).toBe(400);

  await t.api('PUT', `/admin/submissions/${submission.id}/reject`, {
    token: admin,
    body: { rejection_reason: 'Captures manquantes' },
  });
  expect(
    (await t.api('POST', `/submissions/${submission.id}/notes`, { token: c.token, body: { body: 'Je corrige.' } })).status,
  ).toBe(201);
  await t.api('PUT', `/articles/${submission.article_id}`, { token: c.token, body: { title, content: words(330) } });
  await t.api('PUT', `/admin/submissions/${submission.id}/approve`, { token: admin, body: {} });
  const closed = await t.api('POST', `/submissions/${submission.id}/notes`, { token: c.token, body: { body: 'Merci !' } });
  expect(closed.status).toBe(409);
  expect(closed.body.error).toBe('Les notes ne sont possibles que sur une soumission en attente ou refusée');

  // Never on the public site.
  const slug = (await t.api('GET', `/articles/edit/${submission.article_id}`, { token: admin })).body.article.slug;
  const publicPage = await fetch(`${t.origin}/blog/article/${slug}`).then((r) => r.text());
  const publicApi = JSON.stringify((await t.api('GET', `/articles/${slug}`)).body);
  for (const text of ['la version du jeu', 'Version 2.4', 'Je corrige']) {
    expect(publicPage).not.toContain(text);
    expect(publicApi).not.toContain(text);
  }

  const timeline = (await t.api('GET', `/submissions/${submission.id}/timeline`, { token: c.token })).body.timeline;
  expect(timeline.map((e: { kind: string }) => e.kind)).toEqual([
    'submitted',
    'note_added',
    'note_added',
    'rejected',
    'note_added',
    'resubmitted',
    'approved',
    ...(timeline.some((e: { kind: string }) => e.kind === 'reward_credited') ? ['reward_credited'] : []),
  ]);
  expect(timeline.find((e: { kind: string }) => e.kind === 'rejected')).toMatchObject({
    actor_name: 'Camille Laurent',
    detail: 'Captures manquantes',
  });

  // Another contributor sees nothing of it.
  const other = await registerCustomer(t, 'curieux');
  expect((await t.api('GET', `/submissions/${submission.id}/timeline`, { token: other.token })).status).toBe(404);
  expect((await t.api('GET', `/submissions/${submission.id}/notes`, { token: other.token })).status).toBe(404);
}, 60_000);

it('keeps every internal note beside the decision it was written with, for staff only, whatever the next decision says', async () => {
  const c = await registerCustomer(t, 'notes-internes');
  const title = 'Sauvegarder un monde Minecraft';
  const submission = await submitArticle(t, c.token, title);
  const rejectNote = 'Interne : deuxième refus pour le même manque';
  const approveNote = 'Interne : relu par la rédaction en chef';
  const scheduleNote = 'Interne : à caler avant la mise à jour';

  const rejected = await t.api('PUT', `/admin/submissions/${submission.id}/reject`, {
    token: admin,
    body: { rejection_reason: 'Ajoutez les commandes', admin_notes: rejectNote },
  });
  expect(rejected.status).toBe(200);
  const resubmitted = await t.api('PUT', `/articles/${submission.article_id}`, {
    token: c.token,
    body: { title, content: words(330), short_description: 'Corrigé' },
  });
  expect(resubmitted.status).toBe(200);
  const publishAt = new Date(Date.now() + 3 * 86_400_000);
  publishAt.setUTCSeconds(0, 0);
  const scheduled = await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
    token: admin,
    body: { admin_notes: scheduleNote, publish_at: publishAt.toISOString() },
  });
  expect(scheduled.status).toBe(200);
  // Published now instead: a decision of its own, with its own note.
  expect((await t.api('DELETE', `/articles/${submission.article_id}/schedule`, { token: admin })).status).toBe(200);
  const approved = await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
    token: admin,
    body: { admin_notes: approveNote },
  });
  expect(approved.status).toBe(200);

  const staffTimeline = (await t.api('GET', `/submissions/${submission.id}/timeline`, { token: admin })).body.timeline as {
    kind: string;
    internal_note: string | null;
  }[];
  const noteOf = (kind: string) => staffTimeline.filter((e) => e.kind === kind).map((e) => e.internal_note);
  expect(noteOf('rejected')).toEqual([rejectNote]);
  expect(noteOf('scheduled')).toEqual([scheduleNote]);
  expect(noteOf('approved')).toEqual([approveNote]);
  expect(noteOf('submitted')).toEqual([null]);

  // Nothing the contributor can read carries any of them.
  const contributorAnswers = await Promise.all(
    [
      `/submissions/${submission.id}/timeline`,
      `/submissions/${submission.id}/notes`,
      '/submissions/my',
      '/submissions/stats',
      `/articles/edit/${submission.article_id}`,
      '/notifications',
    ].map((path) => t.api('GET', path, { token: c.token })),
  );
  for (const answer of contributorAnswers) {
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    for (const note of [rejectNote, approveNote, scheduleNote]) expect(text).not.toContain(note);
  }
}, 60_000);

it('gives the demo submissions their history: submitted, then approved with its internal note, shown to staff only', async () => {
  const lea = await t.login('contributeur@demo.local', 'Contrib!2345');
  const mine = (await t.api('GET', '/submissions/my', { token: lea })).body.submissions as Array<{ id: number; status: string }>;
  const published = mine.find((s) => s.status === 'published');
  expect(published).toBeDefined();
  const staffView = (await t.api('GET', `/submissions/${published!.id}/timeline`, { token: admin })).body.timeline;
  expect(staffView.filter((e: { kind: string }) => e.kind !== 'reward_credited')).toMatchObject([
    { kind: 'submitted', actor_name: 'Léa Martin', internal_note: null },
    { kind: 'approved', actor_name: 'Camille Laurent', internal_note: 'Article clair et bien documenté, merci !' },
  ]);
  const ownView = (await t.api('GET', `/submissions/${published!.id}/timeline`, { token: lea })).body.timeline;
  expect(ownView.map((e: { internal_note: string | null }) => e.internal_note)).toEqual(ownView.map(() => null));
});
