import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { registerCustomer, rewardCredits, submitArticle, waitFor } from './rewards-support';
import { words } from './support/articles';
import type { TestApp } from './support/test-app';
import { jobOutcomeCount, nextJobOutcome, queuesSettled } from './support/wait';
import { startEmbeddedStack, type EmbeddedStack } from './support/worker-stack';
import { QueueName } from '../src/queue/queues';

/**
 * Scheduled publishing on the embedded default (the in-process queue): nothing public before the time,
 * then the article goes live by itself, its contributor is paid once, sitemap and RSS follow.
 */
let stack: EmbeddedStack;
let sandbox: RunningSandbox;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  stack = await startEmbeddedStack({ REWARD_BACKOFF_MS: '50' });
  ({ t, sandbox, admin } = stack);
}, 60_000);
afterAll(() => stack?.stop());

const page = async (path: string): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${t.origin}/blog${path}`);
  return { status: res.status, text: await res.text() };
};
/** A publication time `ms` from now, in whole seconds (what the database keeps). */
const inMs = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
const editOf = async (id: number) => (await t.api('GET', `/articles/edit/${id}`, { token: admin })).body.article;

it('publishes an approved submission at its time, by itself, and pays its contributor once', async () => {
  const c = await registerCustomer(t, 'programme');
  const title = 'Héberger un serveur Valheim';
  const submission = await submitArticle(t, c.token, title);
  // Readers' caches hold the home, sitemap and feed before the publication.
  for (const path of ['/', '/sitemap.xml', '/rss.xml'])
    expect((await page(path)).text).not.toContain('heberger-un-serveur-valheim');

  const at = inMs(4000);
  const approve = await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
    token: admin,
    body: { publish_at: at.toISOString(), admin_notes: 'Pour demain matin' },
  });
  expect(approve.status).toBe(200);
  expect(approve.body.message).toBe('Soumission approuvée et programmée');

  const scheduled = await editOf(submission.article_id);
  expect(scheduled).toMatchObject({ status: 'approved', published_at: at.toISOString() });
  const listed = (await t.api('GET', '/admin/submissions?status=approved', { token: admin })).body.submissions;
  expect(listed.find((s: { id: number }) => s.id === submission.id)).toMatchObject({
    status: 'approved',
    published_at: at.toISOString(),
    reward_status: null,
  });
  // Nowhere public before its time.
  expect((await t.api('GET', `/articles/${scheduled.slug}`)).status).toBe(404);
  for (const path of ['/', '/sitemap.xml', '/rss.xml']) expect((await page(path)).text).not.toContain(scheduled.slug);
  expect(rewardCredits(sandbox, c.clientId)).toHaveLength(0);

  await waitFor(async () => (await editOf(submission.article_id)).status === 'published', 15_000, 'publication programmée');
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect((await editOf(submission.article_id)).published_at).toBe(at.toISOString());
  for (const path of ['/', '/sitemap.xml', '/rss.xml']) expect((await page(path)).text).toContain(scheduled.slug);
  expect((await t.api('GET', `/articles/${scheduled.slug}`)).status).toBe(200);

  await waitFor(async () => rewardCredits(sandbox, c.clientId).length > 0, 15_000, 'crédit du contributeur');
  // Every publication and reward job has run: a second payment would have been asked for by then.
  await queuesSettled([QueueName.Publish, QueueName.Rewards]);
  expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
  const timeline = (await t.api('GET', `/submissions/${submission.id}/timeline`, { token: c.token })).body.timeline;
  expect(timeline.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'scheduled', 'approved', 'reward_credited']);
  const kinds = (await t.api('GET', `/articles/${submission.article_id}/revisions`, { token: admin })).body.revisions.map(
    (r: { kind: string }) => r.kind,
  );
  expect(kinds).toEqual(['published', 'scheduled', 'submitted']);
}, 60_000);

it('lets staff schedule from the editor, move the time and cancel until it is live', async () => {
  const body = { title: 'Migrer vers un VPS', content: words(50) };
  const publishRunsBefore = await jobOutcomeCount(QueueName.Publish, 'completed');
  const created = await t.api('POST', '/articles', {
    token: admin,
    body: { ...body, status: 'published', publish_at: inMs(3000).toISOString() },
  });
  expect(created.status).toBe(201);
  const article = created.body.article;
  expect(article.status).toBe('approved');

  // Moved an hour later: the first job comes and finds nothing due.
  const later = inMs(3_600_000);
  const moved = await t.api('PUT', `/articles/${article.id}`, {
    token: admin,
    body: { ...body, status: 'published', publish_at: later.toISOString() },
  });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({
    message: 'Article programmé',
    article: { status: 'approved', published_at: later.toISOString() },
  });
  await nextJobOutcome(QueueName.Publish, 'completed', publishRunsBefore);
  expect(await editOf(article.id)).toMatchObject({ status: 'approved', published_at: later.toISOString() });
  expect((await page(`/article/${article.slug}`)).status).toBe(404);

  // Editing a scheduled article keeps it scheduled.
  const edited = await t.api('PUT', `/articles/${article.id}`, { token: admin, body: { ...body, status: 'approved' } });
  expect(edited.body.article).toMatchObject({ status: 'approved', published_at: later.toISOString() });

  const cancelled = await t.api('DELETE', `/articles/${article.id}/schedule`, { token: admin });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ message: 'Programmation annulée', article: { status: 'draft', published_at: null } });
  expect((await t.api('DELETE', `/articles/${article.id}/schedule`, { token: admin })).status).toBe(409);
}, 30_000);

it('publishes at once when the time is past, and refuses a date that is not one or an article already live', async () => {
  const body = { title: 'Publier tout de suite', content: words(30), status: 'published' };
  const past = await t.api('POST', '/articles', {
    token: admin,
    body: { ...body, publish_at: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(past.body.article.status).toBe('published');
  const live = past.body.article;
  expect(
    (await t.api('PUT', `/articles/${live.id}`, { token: admin, body: { ...body, publish_at: inMs(3_600_000).toISOString() } }))
      .body.article.status,
  ).toBe('published');
  const invalid = await t.api('POST', '/articles', { token: admin, body: { ...body, publish_at: 'demain' } });
  expect(invalid.status).toBe(400);
  expect(invalid.body.error).toBe('Date de publication invalide');
});

it('sends a cancelled contributor submission back to review', async () => {
  const c = await registerCustomer(t, 'annule');
  const submission = await submitArticle(t, c.token, 'Article à reprogrammer');
  await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
    token: admin,
    body: { publish_at: inMs(3_600_000).toISOString() },
  });
  const cancelled = await t.api('DELETE', `/articles/${submission.article_id}/schedule`, { token: admin });
  expect(cancelled.body.article).toMatchObject({ status: 'pending', published_at: null });
  const pending = (await t.api('GET', '/admin/submissions?status=pending', { token: admin })).body.submissions;
  expect(pending.some((s: { id: number }) => s.id === submission.id)).toBe(true);
  // The contributor cannot schedule or cancel.
  expect((await t.api('DELETE', `/articles/${submission.article_id}/schedule`, { token: c.token })).status).toBe(403);
});
