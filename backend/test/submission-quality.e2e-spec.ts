import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { analyzeArticle, inputFromArticle } from '@blog/writing-analysis';
import { registerCustomer, startTestSandbox } from './rewards-support';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue #51: reviewers see the writing analysis of a submission, computed by the server with the same
 * module the editor runs, on the article as stored: the same score as the module gives for the same
 * fields. Advice only: a poor score never stops a submission.
 */
describe('the writing analysis of a submission', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = await startTestApp({ env: { WHMCS_URL: sandbox.url, REDIS_URL: undefined } });
    admin = await t.login();
  });

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  const sentence = (n: number) =>
    `Ensuite, votre serveur Minecraft numéro ${n} démarre vite sur un VPS bien choisi, avec assez de mémoire pour vos amis.`;
  const body = () =>
    `<p>${sentence(0)} Voici comment.</p><h2>Choisir son serveur Minecraft</h2>` +
    Array.from({ length: 18 }, (_, p) => `<p>${Array.from({ length: 1 }, (_, s) => sentence(p * 10 + s)).join(' ')}</p>`).join(
      '',
    ) +
    '<h4>Aller plus loin</h4><figure><img src="/blog/uploads/a.webp" alt=""></figure>';

  it('gives staff the score the module gives, names the failed checks, and tells the contributor nothing', async () => {
    const stamp = Date.now();
    const published = await t.api('POST', '/articles', {
      token: admin,
      body: { title: `Autre guide ${stamp}`, content: body(), status: 'published', focus_keyword: 'serveur minecraft' },
    });
    expect(published.status).toBe(201);

    const c = await registerCustomer(t, 'quality');
    const submitted = await t.api('POST', '/submissions', {
      token: c.token,
      body: {
        title: `Jouer entre amis ${stamp}`,
        content: body(),
        meta_description: 'Trop courte.',
        focus_keyword: 'Serveurs Minecraft',
      },
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.submission.id as number;

    const read = await t.api('GET', `/admin/submissions/${id}`, { token: admin });
    expect(read.status).toBe(200);
    const quality = read.body.submission.quality;

    const stored = await t.api('GET', `/articles/edit/${read.body.submission.article_id}`, { token: admin });
    expect(stored.body.article.focus_keyword).toBe('Serveurs Minecraft');
    const expected = analyzeArticle(
      inputFromArticle(stored.body.article, {
        minWords: 300,
        others: [
          {
            id: published.body.article.id,
            title: `Autre guide ${stamp}`,
            slug: published.body.article.slug,
            keyword: 'serveur minecraft',
          },
        ],
      }),
    );
    expect(quality).toEqual({
      seo_passed: expected.seo.passed,
      seo_total: expected.seo.total,
      readability_level: expected.readability.level,
      reading_ease: expected.readability.readingEase,
      failed: expected.checks
        .filter((c) => c.status !== 'green')
        .map(({ id, group, status, message }) => ({ id, group, status, message })),
    });
    // What this content gets wrong, said to the reviewer.
    const failed = (quality.failed as { id: string; status: string }[]).map((c) => `${c.id}:${c.status}`);
    expect(failed).toEqual(
      expect.arrayContaining([
        'keyword-title:red',
        'keyword-unique:red',
        'image-alt:red',
        'heading-levels:red',
        'meta-description-length:orange',
      ]),
    );
    expect(quality.seo_passed).toBeLessThan(quality.seo_total);

    const list = await t.api('GET', '/admin/submissions?status=pending', { token: admin });
    expect(list.body.submissions.find((s: { id: number }) => s.id === id).quality).toEqual(quality);

    const mine = await t.api('GET', '/submissions/my', { token: c.token });
    expect(mine.body.submissions[0]).not.toHaveProperty('quality');

    // A published article without a main keyword still counts when a submission takes its title.
    const taken = `Titre déjà pris ${stamp}`;
    const plain = await t.api('POST', '/articles', {
      token: admin,
      body: { title: taken, content: body(), status: 'published' },
    });
    expect(plain.status).toBe(201);
    const copy = await t.api('POST', '/submissions', { token: c.token, body: { title: taken, content: body() } });
    expect(copy.status).toBe(201);
    const copyRead = await t.api('GET', `/admin/submissions/${copy.body.submission.id}`, { token: admin });
    expect((copyRead.body.submission.quality.failed as { id: string }[]).map((f) => f.id)).toContain('title-unique');
  });
});
