import { startTestApp, type TestApp } from './support/test-app';

/** Autosaved working copies, revision history, diff and restore, through the API (embedded queue). */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  admin = await t.login();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const page = async (path: string): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${t.origin}/blog${path}`);
  return { status: res.status, text: await res.text() };
};

async function publishedArticle(title: string, content: string): Promise<{ id: number; slug: string }> {
  const res = await t.api('POST', '/articles', { token: admin, body: { title, content, status: 'published' } });
  expect(res.status).toBe(201);
  return res.body.article;
}

const revisions = async (id: number, token = admin) =>
  (await t.api('GET', `/articles/${id}/revisions`, { token })).body.revisions;

describe('autosave', () => {
  it('keeps a private working copy: the article, its status, its history and its public page stay as they were', async () => {
    const article = await publishedArticle('Régler la latence', '<p>Texte publié pour les lecteurs</p>');
    const before = await page(`/article/${article.slug}`);
    expect(before.text).toContain('Texte publié pour les lecteurs');
    const history = await revisions(article.id);

    const saved = await t.api('PUT', `/autosaves/${article.id}`, {
      token: admin,
      body: { title: 'Régler la latence', content: '<p>Brouillon pas encore relu</p><script>alert(1)</script>' },
    });
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.saved_at)).not.toBeNaN();

    const edit = (await t.api('GET', `/articles/edit/${article.id}`, { token: admin })).body.article;
    expect(edit).toMatchObject({ status: 'published', content: '<p>Texte publié pour les lecteurs</p>' });
    const after = await page(`/article/${article.slug}`);
    expect(after.text).toContain('Texte publié pour les lecteurs');
    expect(after.text).not.toContain('Brouillon pas encore relu');
    expect(await revisions(article.id)).toEqual(history);

    const copy = (await t.api('GET', `/autosaves/${article.id}`, { token: admin })).body.working_copy;
    // Sanitized exactly like article HTML.
    expect(copy).toMatchObject({ article_id: article.id, content: '<p>Brouillon pas encore relu</p>', differs: true });
    // Private: another staff member has no copy of it.
    const editor = await t.createUser({ role: 'redacteur' });
    expect((await t.api('GET', `/autosaves/${article.id}`, { token: editor.token })).body.working_copy).toBeNull();
  });

  it('keeps the new article being written, even without a title, until it is saved', async () => {
    const first = await t.api('PUT', '/autosaves/new', { token: admin, body: { content: '<p>Début sans titre</p>' } });
    expect(first.status).toBe(200);
    await t.api('PUT', '/autosaves/new', { token: admin, body: { title: 'Mon guide', content: '<p>Début puis suite</p>' } });
    const copy = (await t.api('GET', '/autosaves/new', { token: admin })).body.working_copy;
    expect(copy).toMatchObject({ article_id: null, title: 'Mon guide', content: '<p>Début puis suite</p>', differs: true });

    await publishedArticle('Mon guide', '<p>Début puis suite</p>');
    expect((await t.api('GET', '/autosaves/new', { token: admin })).body.working_copy).toBeNull();
  });

  it('lets a user drop their copy, and refuses a target that is not an article', async () => {
    await t.api('PUT', '/autosaves/new', { token: admin, body: { title: 'À jeter' } });
    expect((await t.api('DELETE', '/autosaves/new', { token: admin })).status).toBe(200);
    expect((await t.api('GET', '/autosaves/new', { token: admin })).body.working_copy).toBeNull();
    expect((await t.api('PUT', '/autosaves/abc', { token: admin, body: {} })).status).toBe(400);
    expect((await t.api('PUT', '/autosaves/999999', { token: admin, body: {} })).status).toBe(404);
  });
});

describe('revisions', () => {
  it('records every explicit save and shows what changed, words marked and headings kept', async () => {
    const article = await publishedArticle('Sécuriser SSH', '<h2>Les clés</h2><p>Utilisez une clé RSA longue</p>');
    const update = await t.api('PUT', `/articles/${article.id}`, {
      token: admin,
      body: { title: 'Sécuriser SSH', content: '<h2>Les clés</h2><p>Utilisez une clé ed25519 longue</p>', status: 'published' },
    });
    expect(update.status).toBe(200);
    const list = await revisions(article.id);
    expect(list.map((r: { kind: string }) => r.kind)).toEqual(['saved', 'created']);
    expect(list[1]).toMatchObject({ author_name: 'Camille Laurent', status: 'published', title: 'Sécuriser SSH' });

    const detail = (await t.api('GET', `/articles/${article.id}/revisions/${list[1].id}`, { token: admin })).body.revision;
    expect(detail.content).toBe('<h2>Les clés</h2><p>Utilisez une clé RSA longue</p>');
    expect(detail.diff.content).toBe('<h2>Les clés</h2><p>Utilisez une clé <del>RSA</del><ins>ed25519</ins> longue</p>');
    expect(detail.diff.unchanged).toBe(false);
    expect(detail.diff.title).toBe('Sécuriser SSH');
  });

  it('restores a version into the editor as a new revision; readers see it only once it is saved', async () => {
    const article = await publishedArticle('Choisir un VPS', '<p>Première version du guide</p>');
    await t.api('PUT', `/articles/${article.id}`, {
      token: admin,
      body: { title: 'Choisir un VPS', content: '<p>Seconde version du guide</p>', status: 'published' },
    });
    const [, created] = await revisions(article.id);

    const restored = await t.api('POST', `/articles/${article.id}/revisions/${created.id}/restore`, { token: admin });
    expect(restored.status).toBe(201);
    expect(restored.body.message).toBe('Version restaurée dans l’éditeur : enregistrez pour l’appliquer');
    expect(restored.body.working_copy).toMatchObject({ content: '<p>Première version du guide</p>', differs: true });
    const list = await revisions(article.id);
    expect(list.map((r: { kind: string }) => r.kind)).toEqual(['restored', 'saved', 'created']);
    expect(list[0].source_revision_id).toBe(created.id);
    expect((await page(`/article/${article.slug}`)).text).toContain('Seconde version du guide');

    const copy = restored.body.working_copy;
    const save = await t.api('PUT', `/articles/${article.id}`, {
      token: admin,
      body: { title: copy.title, content: copy.content, status: 'published' },
    });
    expect(save.status).toBe(200);
    const after = await page(`/article/${article.slug}`);
    expect(after.text).toContain('Première version du guide');
    expect(after.text).not.toContain('Seconde version du guide');
    expect((await revisions(article.id)).map((r: { kind: string }) => r.kind)).toEqual(['saved', 'restored', 'saved', 'created']);
    expect((await t.api('GET', `/autosaves/${article.id}`, { token: admin })).body.working_copy).toBeNull();
  });

  it('shows a contributor the history of their own articles only, and restores only while theirs to edit', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    const other = await t.createUser({ role: 'contributor' });
    const content = `<p>${Array.from({ length: 320 }, (_, i) => `mot${i}`).join(' ')}</p>`;
    const submitted = await t.api('POST', '/submissions', {
      token: writer.token,
      body: { title: 'Mon premier article', content },
    });
    expect(submitted.status).toBe(201);
    const articleId = submitted.body.submission.article_id as number;

    const own = await revisions(articleId, writer.token);
    expect(own.map((r: { kind: string }) => r.kind)).toEqual(['submitted']);
    expect((await t.api('GET', `/articles/${articleId}/revisions`, { token: other.token })).status).toBe(404);
    expect((await t.api('GET', `/articles/${articleId}/revisions/${own[0].id}`, { token: other.token })).status).toBe(404);
    expect((await t.api('GET', `/autosaves/${articleId}`, { token: other.token })).status).toBe(404);

    // Pending review: neither restore nor autosave; once rejected, both.
    expect((await t.api('POST', `/articles/${articleId}/revisions/${own[0].id}/restore`, { token: writer.token })).status).toBe(
      403,
    );
    expect((await t.api('PUT', `/autosaves/${articleId}`, { token: writer.token, body: { content } })).status).toBe(403);
    const reject = await t.api('PUT', `/admin/submissions/${submitted.body.submission.id}/reject`, {
      token: admin,
      body: { rejection_reason: 'Ajoutez des captures' },
    });
    expect(reject.status).toBe(200);
    expect((await revisions(articleId, writer.token)).map((r: { kind: string }) => r.kind)).toEqual(['rejected', 'submitted']);
    expect((await t.api('PUT', `/autosaves/${articleId}`, { token: writer.token, body: { content } })).status).toBe(200);
    expect((await t.api('POST', `/articles/${articleId}/revisions/${own[0].id}/restore`, { token: writer.token })).status).toBe(
      201,
    );

    const resubmit = await t.api('PUT', `/articles/${articleId}`, {
      token: writer.token,
      body: { title: 'Mon premier article', content: content.replace('mot5 ', 'capture ') },
    });
    expect(resubmit.status).toBe(200);
    const history = await revisions(articleId, admin);
    expect(history.map((r: { kind: string }) => r.kind)).toEqual(['resubmitted', 'restored', 'rejected', 'submitted']);
    // What the reviewer sees: the changes since the rejection.
    const since = (await t.api('GET', `/articles/${articleId}/revisions/${history[2].id}`, { token: admin })).body.revision;
    expect(since.diff.content).toContain('<del>mot5</del>');
    expect(since.diff.content).toContain('<ins>capture</ins>');
  });
});
