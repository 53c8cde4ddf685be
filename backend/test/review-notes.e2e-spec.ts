import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { DataSource } from 'typeorm';
import { registerCustomer, rewardCredits, submitArticle, waitFor } from './rewards-support';
import { words } from './support/articles';
import type { TestApp } from './support/test-app';
import { startEmbeddedStack, type EmbeddedStack } from './support/worker-stack';
import { queuesSettled } from './support/wait';
import { QueueName } from '../src/queue/queues';

let stack: EmbeddedStack;
let sandbox: RunningSandbox;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  stack = await startEmbeddedStack({ REWARD_BACKOFF_MS: '50' });
  ({ t, sandbox, admin } = stack);
}, 60_000);
afterAll(() => stack?.stop());

const setAutoApprove = async (on: boolean) => {
  const res = await t.api('PUT', '/admin/rewards/settings', { token: admin, body: { auto_approve: on ? 'true' : 'false' } });
  expect(res.status).toBe(200);
};

/** Every answer the contributor can read about their work, as one text. */
async function whatTheContributorReads(token: string, articleId: number, slug: string): Promise<string> {
  const answers = await Promise.all([
    t.api('GET', '/submissions/my', { token }),
    t.api('GET', '/submissions/stats', { token }),
    t.api('GET', '/articles/all', { token }),
    t.api('GET', `/articles/edit/${articleId}`, { token }),
    t.api('GET', `/articles/${slug}`, { token }),
  ]);
  for (const answer of answers) expect(answer.status).toBe(200);
  return JSON.stringify(answers.map((a) => a.body));
}

describe('the review modal’s admin notes', () => {
  it('stay with staff when a submission is rejected: the contributor reads the reason, never the notes', async () => {
    const c = await registerCustomer(t, 'notes-reject');
    const s = await submitArticle(t, c.token, 'Article à revoir');
    const rejected = await t.api('PUT', `/admin/submissions/${s.id}/reject`, {
      token: admin,
      body: { rejection_reason: 'Ajoutez des captures d’écran', admin_notes: 'NOTE-INTERNE-REJET : auteur à surveiller' },
    });
    expect(rejected.status).toBe(200);

    const mine = (await t.api('GET', '/submissions/my', { token: c.token })).body.submissions[0];
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: 'Ajoutez des captures d’écran', admin_notes: null });
    const article = (await t.api('GET', `/articles/edit/${s.article_id}`, { token: c.token })).body.article;
    expect(await whatTheContributorReads(c.token, s.article_id, article.slug)).not.toContain('NOTE-INTERNE-REJET');

    const staff = (await t.api('GET', '/admin/submissions?status=rejected', { token: admin })).body.submissions;
    expect(staff.find((x: { id: number }) => x.id === s.id).admin_notes).toBe('NOTE-INTERNE-REJET : auteur à surveiller');
  });

  it('stay with staff when a submission is approved', async () => {
    const c = await registerCustomer(t, 'notes-approve');
    const s = await submitArticle(t, c.token, 'Article approuvé avec des notes');
    expect(
      (
        await t.api('PUT', `/admin/submissions/${s.id}/approve`, {
          token: admin,
          body: { admin_notes: 'NOTE-INTERNE-APPROBATION' },
        })
      ).status,
    ).toBe(200);
    const mine = (await t.api('GET', '/submissions/my', { token: c.token })).body.submissions[0];
    expect(mine).toMatchObject({ status: 'published', admin_notes: null });
    const article = (await t.api('GET', `/articles/edit/${s.article_id}`, { token: c.token })).body.article;
    expect(await whatTheContributorReads(c.token, s.article_id, article.slug)).not.toContain('NOTE-INTERNE-APPROBATION');
    const staff = (await t.api('GET', '/admin/submissions?status=published', { token: admin })).body.submissions;
    expect(staff.find((x: { id: number }) => x.id === s.id).admin_notes).toBe('NOTE-INTERNE-APPROBATION');
  });
});

describe('resubmission with auto-approve on', () => {
  afterEach(() => setAutoApprove(false));

  it('publishes the corrected article like a new one, pays it once, and says so', async () => {
    const c = await registerCustomer(t, 'auto-resubmit');
    const s = await submitArticle(t, c.token, 'Refusé puis corrigé');
    await t.api('PUT', `/admin/submissions/${s.id}/reject`, { token: admin, body: { rejection_reason: 'Trop vague' } });
    await setAutoApprove(true);

    const res = await t.api('PUT', `/articles/${s.article_id}`, {
      token: c.token,
      body: { title: 'Refusé puis corrigé', content: words(320) },
    });
    expect(res.status).toBe(200);
    expect(res.body.article.status).toBe('published');
    expect(res.body.message).toBe('Article modifié et publié !');
    expect(res.body.message).not.toMatch(/revue|examin/);

    const mine = (await t.api('GET', '/submissions/my', { token: c.token })).body.submissions[0];
    expect(mine.status).toBe('published');
    expect((await t.api('GET', `/articles/${res.body.article.slug}`)).status).toBe(200);
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length === 1, 10_000, 'crédit de l’article ressoumis');
    // Every rewards job has run: a second credit would have been asked for by then.
    await queuesSettled([QueueName.Rewards]);
    expect(rewardCredits(sandbox, c.clientId)).toHaveLength(1);
    const rewards = await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM rewards WHERE article_id = ?', [s.article_id]);
    expect(Number(rewards[0].n)).toBe(1);
    const events = await t.app
      .get(DataSource)
      .query('SELECT action FROM submission_events WHERE submission_id = ? ORDER BY id', [s.id]);
    expect(events.map((e: { action: string }) => e.action)).toEqual(['submitted', 'rejected', 'resubmitted', 'approved']);
  });

  it('says a new submission is published rather than under review', async () => {
    await setAutoApprove(true);
    const c = await registerCustomer(t, 'auto-new');
    const res = await t.api('POST', '/submissions', {
      token: c.token,
      body: { title: 'Publié directement', content: words(320) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Soumission envoyée et publiée !', submission: { status: 'published' } });
  });

  it('still sends a resubmission back to review when auto-approve is off', async () => {
    const c = await registerCustomer(t, 'manual-resubmit');
    const s = await submitArticle(t, c.token, 'Refusé puis corrigé à la main');
    await t.api('PUT', `/admin/submissions/${s.id}/reject`, { token: admin, body: { rejection_reason: 'Trop vague' } });
    const res = await t.api('PUT', `/articles/${s.article_id}`, {
      token: c.token,
      body: { title: 'Refusé puis corrigé à la main', content: words(320) },
    });
    expect(res.body).toMatchObject({ message: 'Article modifié et ressoumis pour revue !', article: { status: 'pending' } });
  });
});
