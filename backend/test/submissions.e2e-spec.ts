import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { startTestApp, type TestApp } from './support/test-app';
import { registerCustomer, rewardCredits, startTestSandbox, submitArticle, waitFor } from './rewards-support';
import { words } from './support/articles';

/** Submissions and review with the embedded default's in-process queue (no REDIS_URL). */
describe('submissions and review', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = await startTestApp({
      env: { WHMCS_URL: sandbox.url, REDIS_URL: undefined, REWARD_BACKOFF_MS: '50', REWARD_ATTEMPTS: '2' },
    });
    admin = await t.login();
  });

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('refuses an article shorter than the word minimum with the spec text', async () => {
    const c = await registerCustomer(t, 'short');
    const res = await t.api('POST', '/submissions', { token: c.token, body: { title: 'Court', content: words(20) } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Votre article doit contenir au moins 300 mots (actuellement: 20)');
  });

  it('creates a pending article and submission that the contributor and staff both see', async () => {
    const c = await registerCustomer(t, 'list');
    const created = await t.api('POST', '/submissions', {
      token: c.token,
      body: { title: 'Mon guide', content: `${words(310)}<script>alert(1)</script>` },
    });
    expect(created.status).toBe(201);
    expect(created.body.submission).toMatchObject({
      status: 'pending',
      title: 'Mon guide',
      reward_amount: 0,
      reward_credited: false,
    });
    expect(created.body.submission.content).not.toContain('<script');

    const mine = await t.api('GET', '/submissions/my', { token: c.token });
    expect(mine.body.submissions.map((s: { id: number }) => s.id)).toEqual([created.body.submission.id]);
    const pending = await t.api('GET', '/admin/submissions?status=pending', { token: admin });
    expect(pending.body.submissions.map((s: { id: number }) => s.id)).toContain(created.body.submission.id);
    const all = await t.api('GET', '/admin/submissions?status=', { token: admin });
    expect(all.body.submissions.length).toBeGreaterThanOrEqual(pending.body.submissions.length);
  });

  it('approving publishes the article and credits the configured amount once, in process', async () => {
    const c = await registerCustomer(t, 'approve');
    const s = await submitArticle(t, c.token, 'Approuvé en local');
    const res = await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: { admin_notes: 'Bien' } });
    expect(res.status).toBe(200);
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length === 1, 10000, 'crédit');
    const [mine] = (await waitFor(async () => {
      const r = await t.api('GET', '/submissions/my', { token: c.token });
      return r.body.submissions[0].reward_credited ? r.body.submissions : null;
    })) as Array<Record<string, unknown>>;
    expect(mine).toMatchObject({ status: 'published', reward_amount: 1, reward_credited: true, admin_notes: null });
    const stats = await t.api('GET', '/submissions/stats', { token: c.token });
    expect(stats.body.stats).toMatchObject({ total: 1, published: 1, total_earned: 1 });
    const me = await t.api('GET', '/auth/me', { token: c.token });
    expect(me.body.user.total_rewards).toBe(1);
    expect(rewardCredits(sandbox, c.clientId).map((x) => x.amount)).toEqual(['1.00']);

    const again = await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
    expect(again.status).toBe(409);
  });

  it('still says its reward was credited once its article is deleted (the reward row outlives the article)', async () => {
    const c = await registerCustomer(t, 'deleted');
    const s = await submitArticle(t, c.token, 'Crédité puis supprimé');
    expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    await waitFor(
      async () => {
        const r = await t.api('GET', `/admin/submissions/${s.id}`, { token: admin });
        return r.body.submission?.reward_credited === true;
      },
      10000,
      'crédit',
    );
    expect((await t.api('DELETE', `/articles/${s.article_id}`, { token: admin })).status).toBe(200);
    const [mine] = (await t.api('GET', '/submissions/my', { token: c.token })).body.submissions;
    expect(mine).toMatchObject({
      id: s.id,
      article_id: null,
      title: 'Article supprimé',
      reward_amount: 0,
      reward_credited: true,
    });
  });

  it('rejection needs a non-blank reason, keeps it for the contributor, and only pending can be reviewed', async () => {
    const c = await registerCustomer(t, 'reject');
    const s = await submitArticle(t, c.token, 'À rejeter');
    const blank = await t.api('PUT', `/admin/submissions/${s.id}/reject`, { token: admin, body: { rejection_reason: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Veuillez indiquer une raison pour le rejet');
    const missing = await t.api('PUT', `/admin/submissions/${s.id}/reject`, { token: admin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Veuillez indiquer une raison pour le rejet');
    const ok = await t.api('PUT', `/admin/submissions/${s.id}/reject`, {
      token: admin,
      body: { rejection_reason: 'Trop court', admin_notes: 'n' },
    });
    expect(ok.status).toBe(200);
    const mine = await t.api('GET', '/submissions/my', { token: c.token });
    expect(mine.body.submissions[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Trop court', reward_amount: 0 });
    expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(409);
    expect(
      (await t.api('PUT', `/admin/submissions/${s.id}/reject`, { token: admin, body: { rejection_reason: 'x' } })).status,
    ).toBe(409);
    expect((await t.api('PUT', `/admin/submissions/999999/approve`, { token: admin, body: {} })).status).toBe(404);
  });

  it('a contributor cannot approve, reject, list other submissions or change reward settings', async () => {
    const a = await registerCustomer(t, 'perm-a');
    const b = await registerCustomer(t, 'perm-b');
    const s = await submitArticle(t, a.token, 'Privé');
    expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: b.token, body: {} })).status).toBe(403);
    expect(
      (await t.api('PUT', `/admin/submissions/${s.id}/reject`, { token: b.token, body: { rejection_reason: 'x' } })).status,
    ).toBe(403);
    expect((await t.api('GET', '/admin/submissions', { token: b.token })).status).toBe(403);
    expect((await t.api('GET', '/admin/submissions/stats', { token: b.token })).status).toBe(403);
    const mineB = await t.api('GET', '/submissions/my', { token: b.token });
    expect(mineB.body.submissions).toEqual([]);
    expect(
      (await t.api('PUT', '/admin/rewards/settings', { token: b.token, body: { article_reward_amount: '100.00' } })).status,
    ).toBe(403);
    expect((await t.api('GET', '/admin/rewards/history', { token: b.token })).status).toBe(403);
    const read = await t.api('GET', '/admin/rewards/settings', { token: b.token });
    expect(read.status).toBe(200);
    expect(read.body.settings).toMatchObject({
      article_reward_amount: '1.00',
      article_reward_currency: 'EUR',
      min_words_count: '300',
      auto_approve: 'false',
    });
    expect((await t.api('GET', '/admin/rewards/settings')).status).toBe(401);
  });

  it('reward settings are validated with the spec texts, and auto-approve pays through the same path', async () => {
    const bad = await t.api('PUT', '/admin/rewards/settings', { token: admin, body: { article_reward_amount: '-1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Montant de récompense invalide');
    const badWords = await t.api('PUT', '/admin/rewards/settings', { token: admin, body: { min_words_count: '120' } });
    expect(badWords.body.error).toBe('Nombre minimum de mots invalide (min: 100)');
    const ok = await t.api('PUT', '/admin/rewards/settings', {
      token: admin,
      body: { article_reward_amount: '2.50', article_reward_currency: 'EUR', min_words_count: '100', auto_approve: 'true' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.settings).toEqual({
      article_reward_amount: '2.50',
      article_reward_currency: 'EUR',
      min_words_count: '100',
      auto_approve: 'true',
      quality_reminder_below: '0',
    });
    // The writing assistant's reminder threshold: a whole percentage, 0 for none.
    const badReminder = await t.api('PUT', '/admin/rewards/settings', { token: admin, body: { quality_reminder_below: '120' } });
    expect(badReminder.status).toBe(400);
    expect(badReminder.body.error).toBe('Le seuil du rappel de qualité est un nombre entier de 0 à 100');
    const reminder = await t.api('PUT', '/admin/rewards/settings', { token: admin, body: { quality_reminder_below: '60' } });
    expect(reminder.body.settings.quality_reminder_below).toBe('60');
    await t.api('PUT', '/admin/rewards/settings', { token: admin, body: { quality_reminder_below: '0' } });

    const c = await registerCustomer(t, 'auto');
    const created = await t.api('POST', '/submissions', { token: c.token, body: { title: 'Auto', content: words(150) } });
    expect(created.status).toBe(201);
    expect(created.body.submission.status).toBe('published');
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length === 1, 10000, 'crédit auto');
    expect(rewardCredits(sandbox, c.clientId)[0].amount).toBe('2.50');
    const history = await t.api('GET', '/admin/rewards/history?limit=10', { token: admin });
    expect(history.body.history[0]).toMatchObject({ email: c.email, article_title: 'Auto', amount: 2.5, currency: 'EUR' });
    await t.api('PUT', '/admin/rewards/settings', {
      token: admin,
      body: { article_reward_amount: '1.00', min_words_count: '300', auto_approve: 'false' },
    });
  });

  it('a contributor without a WHMCS account gets a failed reward whose reason the admin sees, and retry needs a failed reward', async () => {
    const local = await t.createUser({ role: 'contributor' });
    const s = await submitArticle(t, local.token, 'Sans compte client');
    await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} });
    const entry = await waitFor(async () => {
      const h = await t.api('GET', '/admin/rewards/history?limit=50', { token: admin });
      return h.body.history.find(
        (r: { article_title: string; status: string }) => r.article_title === 'Sans compte client' && r.status === 'failed',
      );
    });
    expect(entry.error).toMatch(/pas de compte client WHMCS/);
    const credited = (await t.api('GET', '/admin/rewards/history?limit=50', { token: admin })).body.history.find(
      (r: { status: string }) => r.status === 'credited',
    );
    expect((await t.api('POST', `/admin/rewards/${credited.id}/retry`, { token: admin })).status).toBe(409);
    expect((await t.api('POST', `/admin/rewards/999999/retry`, { token: admin })).status).toBe(404);
  });
});
