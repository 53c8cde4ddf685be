import { DataSource } from 'typeorm';
import { envelopeProblems } from './support/fuzz';
import { words } from './support/articles';
import { startTestApp, type ApiAnswer, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { WHMCS_URL: undefined, REDIS_URL: undefined } });
  admin = await t.login();
}, 60_000);
afterAll(() => t?.close());

/** What the list's badge sends: the whole article as loaded, with the other status. */
async function toggle(id: number, next: 'draft' | 'published'): Promise<ApiAnswer> {
  const { article } = (await t.api('GET', `/articles/edit/${id}`, { token: admin })).body;
  const { title, slug, short_description, content, featured_image, category_id, meta_title, meta_description, meta_keywords } =
    article;
  return t.api('PUT', `/articles/${id}`, {
    token: admin,
    body: {
      title,
      slug,
      short_description,
      content,
      featured_image,
      category_id,
      meta_title,
      meta_description,
      meta_keywords,
      status: next,
    },
  });
}

async function authorCounts(authorId: number): Promise<{ counter: number; published: number }> {
  const db = t.app.get(DataSource);
  const [user] = await db.query('SELECT articles_approved FROM users WHERE id = ?', [authorId]);
  const [row] = await db.query("SELECT COUNT(*) AS n FROM articles WHERE author_id = ? AND status = 'published'", [authorId]);
  return { counter: Number(user.articles_approved), published: Number(row.n) };
}

function expectOnlySuccessOrConflict(answers: ApiAnswer[]): void {
  const unexpected = answers.filter((a) => !(a.status === 200 || (a.status === 409 && envelopeProblems(a).length === 0)));
  expect(unexpected.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
}

describe(`concurrent status toggles of one article (${process.env.TEST_DB ?? 'mariadb'})`, () => {
  it('answer 200 or a French 409 for 20 toggles at once, and leave the author’s published count right', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    const submitted = await t.api('POST', '/submissions', {
      token: contributor.token,
      body: { title: 'Article disputé', content: words(320) },
    });
    const articleId = submitted.body.submission.article_id as number;
    expect((await t.api('PUT', `/admin/submissions/${submitted.body.submission.id}/approve`, { token: admin })).status).toBe(200);
    // A second published article of the same author: its row must not drift either.
    const other = await t.api('POST', '/submissions', {
      token: contributor.token,
      body: { title: 'Article voisin', content: words(320) },
    });
    await t.api('PUT', `/admin/submissions/${other.body.submission.id}/approve`, { token: admin });

    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => toggle(articleId, i % 2 ? 'published' : 'draft')));
      expectOnlySuccessOrConflict(answers);
      const counts = await authorCounts(contributor.id);
      expect(counts.counter).toBe(counts.published);
    }
    const rewards = await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM rewards WHERE article_id = ?', [articleId]);
    expect(Number(rewards[0].n)).toBe(1);
  });

  it('publish a pending submission once when toggled by many at once, with one reward', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    const submitted = await t.api('POST', '/submissions', {
      token: contributor.token,
      body: { title: 'Article en attente disputé', content: words(320) },
    });
    const articleId = submitted.body.submission.article_id as number;

    const answers = await Promise.all(Array.from({ length: 20 }, () => toggle(articleId, 'published')));
    expectOnlySuccessOrConflict(answers);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const db = t.app.get(DataSource);
    const [article] = await db.query('SELECT status FROM articles WHERE id = ?', [articleId]);
    expect(article.status).toBe('published');
    const [submission] = await db.query('SELECT status FROM submissions WHERE article_id = ?', [articleId]);
    expect(submission.status).toBe('published');
    const rewards = await db.query('SELECT COUNT(*) AS n FROM rewards WHERE article_id = ?', [articleId]);
    expect(Number(rewards[0].n)).toBe(1);
    expect(await authorCounts(contributor.id)).toEqual({ counter: 1, published: 1 });
  });

  it('keep a staff article and its author’s count consistent', async () => {
    const created = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Article de l’équipe disputé', content: words(50), status: 'published' },
    });
    const articleId = created.body.article.id as number;
    const adminId = (await t.api('GET', '/auth/me', { token: admin })).body.user.id as number;
    // The demo articles were seeded without the counter: only its drift from here on is checked.
    const before = await authorCounts(adminId);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => toggle(articleId, i % 2 ? 'draft' : 'published')));
    expectOnlySuccessOrConflict(answers);
    const after = await authorCounts(adminId);
    expect(after.counter - after.published).toBe(before.counter - before.published);
  });
});
