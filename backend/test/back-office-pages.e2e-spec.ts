import { startTestApp, type TestApp } from './support/test-app';
import { words } from './support/articles';

/** The back office's long lists answer bounded pages, newest first, with their totals. */
describe('back-office lists by pages', () => {
  let t: TestApp;
  let admin: string;
  const created: Array<{ id: number; username: string; email: string }> = [];
  const submissionIds: number[] = [];

  beforeAll(async () => {
    t = await startTestApp({ env: { REDIS_URL: undefined } });
    admin = await t.login();
    for (const n of [1, 2, 3, 4, 5]) {
      const user = await t.createUser({ username: `pagine${n}_${process.pid}`, email: `pagine${n}.${process.pid}@exemple.fr` });
      created.push({ id: user.id, username: `pagine${n}_${process.pid}`, email: user.email });
      const res = await t.api('POST', '/submissions', {
        token: user.token,
        body: { title: `Guide paginé ${n}`, content: words(320), short_description: 'Résumé' },
      });
      expect(res.status).toBe(201);
      submissionIds.push(res.body.submission.id);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('pages the users newest first, with the total, and caps the page size', async () => {
    const first = await t.api('GET', '/auth/users?limit=2', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(2);
    const total = first.body.pagination.total as number;
    expect(total).toBeGreaterThanOrEqual(created.length + 1);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total, total_pages: Math.ceil(total / 2) });
    expect(first.body.users.map((u: { id: number }) => u.id)).toEqual([created[4].id, created[3].id]);

    const second = await t.api('GET', '/auth/users?limit=2&page=2', { token: admin });
    expect(second.body.users.map((u: { id: number }) => u.id)).toEqual([created[2].id, created[1].id]);

    const everything = await t.api('GET', '/auth/users?limit=100000', { token: admin });
    expect(everything.body.pagination.limit).toBe(200);
    expect(everything.body.users).toHaveLength(Math.min(total, 200));
    expect((await t.api('GET', '/auth/users', { token: admin })).body.pagination.limit).toBe(50);
  });

  it('finds users by a part of their username, display name or e-mail, wildcards taken literally', async () => {
    const byName = await t.api('GET', `/auth/users?q=${encodeURIComponent(`PAGINE3_${process.pid}`)}`, { token: admin });
    expect(byName.body.users.map((u: { id: number }) => u.id)).toEqual([created[2].id]);
    const byEmail = await t.api('GET', `/auth/users?q=${encodeURIComponent(`pagine4.${process.pid}@`)}`, { token: admin });
    expect(byEmail.body.users.map((u: { id: number }) => u.id)).toEqual([created[3].id]);
    const several = await t.api('GET', `/auth/users?q=${encodeURIComponent(`_${process.pid}`)}`, { token: admin });
    expect(several.body.pagination.total).toBe(5);
    for (const literal of ['%', '_', '!']) {
      const res = await t.api('GET', `/auth/users?q=${encodeURIComponent(literal)}`, { token: admin });
      expect(res.status).toBe(200);
      const matches = res.body.users.every((u: { username: string; email: string; display_name: string | null }) =>
        [u.username, u.email, u.display_name ?? ''].some((field) => field.includes(literal)),
      );
      expect(matches).toBe(true);
    }
    const tooLong = await t.api('GET', `/auth/users?q=${'x'.repeat(101)}`, { token: admin });
    expect(tooLong.status).toBe(400);
    expect(typeof tooLong.body.error).toBe('string');
  });

  it('pages the submissions under review newest first, and opens one whatever its page', async () => {
    const first = await t.api('GET', '/admin/submissions?status=pending&limit=2', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.submissions.map((s: { id: number }) => s.id)).toEqual([submissionIds[4], submissionIds[3]]);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 2, total: 5, total_pages: 3 });
    const last = await t.api('GET', '/admin/submissions?status=pending&limit=2&page=3', { token: admin });
    expect(last.body.submissions.map((s: { id: number }) => s.id)).toEqual([submissionIds[0]]);
    const past = await t.api('GET', '/admin/submissions?status=pending&limit=2&page=9', { token: admin });
    expect(past.body.submissions).toEqual([]);
    expect(past.body.pagination.total).toBe(5);

    const one = await t.api('GET', `/admin/submissions/${submissionIds[0]}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.submission).toMatchObject({ id: submissionIds[0], title: 'Guide paginé 1', status: 'pending' });
    const missing = await t.api('GET', '/admin/submissions/999999', { token: admin });
    expect(missing.status).toBe(404);
    expect(typeof missing.body.error).toBe('string');
  });

  it('pages the managed articles newest first with their total', async () => {
    const first = await t.api('GET', '/articles/all?status=pending&limit=2', { token: admin });
    expect(first.body.articles.map((a: { title: string }) => a.title)).toEqual(['Guide paginé 5', 'Guide paginé 4']);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 2, total: 5, total_pages: 3 });
    const third = await t.api('GET', '/articles/all?status=pending&limit=2&page=3', { token: admin });
    expect(third.body.articles.map((a: { title: string }) => a.title)).toEqual(['Guide paginé 1']);
    const all = await t.api('GET', '/articles/all?limit=1', { token: admin });
    expect(all.body.pagination.total).toBeGreaterThan(5);
  });

  it('keeps the staff totals exact across writes: a new draft, a publication and a deletion show at once', async () => {
    const total = async (status = '') =>
      (await t.api('GET', `/articles/all?limit=1${status ? `&status=${status}` : ''}`, { token: admin })).body.pagination
        .total as number;
    const [all, drafts, published] = [await total(), await total('draft'), await total('published')];
    const created = await t.api('POST', '/articles', { token: admin, body: { title: 'Brouillon compté', content: words(40) } });
    expect(created.status).toBe(201);
    const id = created.body.article.id as number;
    expect([await total(), await total('draft'), await total('published')]).toEqual([all + 1, drafts + 1, published]);

    const publish = await t.api('PUT', `/articles/${id}`, {
      token: admin,
      body: { title: 'Brouillon compté', content: words(40), status: 'published' },
    });
    expect(publish.status).toBe(200);
    expect([await total(), await total('draft'), await total('published')]).toEqual([all + 1, drafts, published + 1]);

    expect((await t.api('DELETE', `/articles/${id}`, { token: admin })).status).toBe(200);
    expect([await total(), await total('draft'), await total('published')]).toEqual([all, drafts, published]);
  });
});
