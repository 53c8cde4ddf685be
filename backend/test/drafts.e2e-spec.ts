import { words } from './support/articles';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * « Drafts are things you can find »: a contributor saves a draft without submitting it, finds it (and
 * every autosaved new article, each its own) in their drafts, resumes, submits or throws it away. A
 * draft is never an article: not public, not a submission, no notification, no reward.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  admin = await t.login();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Draft {
  target: string;
  draft_key: string | null;
  article_id: number | null;
  article_status: string | null;
  title: string;
  words: number;
  saved_at: string;
  autosaved: boolean;
}

const drafts = async (token: string): Promise<Draft[]> => {
  const res = await t.api('GET', '/drafts', { token });
  expect(res.status).toBe(200);
  return res.body.drafts;
};
const unread = async (token: string): Promise<number> =>
  (await t.api('GET', '/notifications/unread-count', { token })).body.unread;
const submissionsOf = async (token: string) => (await t.api('GET', '/submissions/my', { token })).body.submissions as unknown[];
const adminSubmissions = async () =>
  (await t.api('GET', '/admin/submissions?status=', { token: admin })).body.submissions as Array<{ title: string }>;

describe('contributor drafts', () => {
  it('« Enregistrer le brouillon » keeps the draft without a submission, a notification, an article or a public page', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    const staffUnread = await unread(admin);
    const staffSubmissions = (await adminSubmissions()).length;
    const title = `Optimiser un serveur FiveM ${Date.now()}`;

    const saved = await t.api('PUT', '/drafts/new-k3v9q2m7x1ab', {
      token: writer.token,
      body: { title, content: words(12), short_description: 'Les réglages qui comptent.' },
    });
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.saved_at)).not.toBeNaN();

    expect(await submissionsOf(writer.token)).toEqual([]);
    expect((await t.api('GET', '/submissions/stats', { token: writer.token })).body.stats).toMatchObject({
      total: 0,
      pending: 0,
    });
    expect(await unread(admin)).toBe(staffUnread);
    expect((await adminSubmissions()).length).toBe(staffSubmissions);
    expect((await t.api('GET', '/articles/all', { token: writer.token })).body.articles).toEqual([]);
    const staffList = (await t.api('GET', '/articles/all?limit=500', { token: admin })).body.articles as Array<{ title: string }>;
    expect(staffList.some((a) => a.title === title)).toBe(false);
    const publicList = (await t.api('GET', '/articles?limit=100')).body.articles as Array<{ title: string }>;
    expect(publicList.some((a) => a.title === title)).toBe(false);

    const [draft] = await drafts(writer.token);
    expect(draft).toMatchObject({
      target: 'new-k3v9q2m7x1ab',
      draft_key: 'k3v9q2m7x1ab',
      article_id: null,
      article_status: null,
      title,
      words: 12,
      autosaved: false,
    });
    expect(draft.saved_at).toBe(saved.body.saved_at);
    // Taken up in the editor through the working copy it is.
    const copy = (await t.api('GET', '/autosaves/new-k3v9q2m7x1ab', { token: writer.token })).body.working_copy;
    expect(copy).toMatchObject({
      title,
      draft_key: 'k3v9q2m7x1ab',
      autosaved: false,
      differs: true,
      short_description: 'Les réglages qui comptent.',
    });
  });

  it('lists autosaved new articles with their title and time, each its own draft, newest first', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    expect(await drafts(writer.token)).toEqual([]);
    await t.api('PUT', '/autosaves/new-premier', { token: writer.token, body: { title: 'Premier article', content: words(5) } });
    // A clock is the subject: the list goes by save time, which MariaDB keeps in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.api('PUT', '/autosaves/new-second', { token: writer.token, body: { title: 'Second article', content: words(7) } });
    // Nothing typed yet: no draft.
    await t.api('PUT', '/autosaves/new-vide', { token: writer.token, body: { title: '', content: '' } });

    const list = await drafts(writer.token);
    expect(list.map((d) => [d.target, d.title, d.words, d.autosaved])).toEqual([
      ['new-second', 'Second article', 7, true],
      ['new-premier', 'Premier article', 5, true],
    ]);
    expect(Date.parse(list[0].saved_at)).toBeGreaterThan(Date.parse(list[1].saved_at));
    // Each key keeps its own copy.
    expect((await t.api('GET', '/autosaves/new-premier', { token: writer.token })).body.working_copy.title).toBe(
      'Premier article',
    );
    expect((await t.api('GET', '/autosaves/new-second', { token: writer.token })).body.working_copy.title).toBe('Second article');
    // An explicit save after an autosave is said as such, and an autosave after it says so again.
    await t.api('PUT', '/drafts/new-premier', { token: writer.token, body: { title: 'Premier article', content: words(6) } });
    const premier = async () => (await drafts(writer.token)).find((d) => d.target === 'new-premier');
    expect(await premier()).toMatchObject({ autosaved: false, words: 6 });
    await t.api('PUT', '/autosaves/new-premier', { token: writer.token, body: { title: 'Premier article', content: words(8) } });
    expect(await premier()).toMatchObject({ autosaved: true, words: 8 });
  });

  it('are read by their owner only: another contributor, staff and the public see none of them', async () => {
    const owner = await t.createUser({ role: 'contributor' });
    const other = await t.createUser({ role: 'contributor' });
    await t.api('PUT', '/drafts/new-secret', { token: owner.token, body: { title: 'Mon idée secrète', content: words(3) } });

    expect((await drafts(owner.token)).map((d) => d.title)).toEqual(['Mon idée secrète']);
    expect(await drafts(other.token)).toEqual([]);
    expect((await drafts(admin)).some((d) => d.title === 'Mon idée secrète')).toBe(false);
    expect((await t.api('GET', '/autosaves/new-secret', { token: other.token })).body.working_copy).toBeNull();
    expect((await t.api('GET', '/autosaves/new-secret', { token: admin })).body.working_copy).toBeNull();
    expect((await t.api('GET', '/drafts')).status).toBe(401);
    expect((await t.api('PUT', '/drafts/new-secret', { body: { title: 'x' } })).status).toBe(401);
    // Another's discard of the same key drops nothing of the owner's.
    expect((await t.api('DELETE', '/autosaves/new-secret', { token: other.token })).status).toBe(200);
    expect((await drafts(owner.token)).map((d) => d.title)).toEqual(['Mon idée secrète']);
  });

  it('an autosave answers a plain success but does not keep an image address that a save would refuse', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    const body = { title: 'Image à revoir', content: words(3), featured_image: 'images/photo.png' };
    const saved = await t.api('PUT', '/autosaves/new-image', { token: writer.token, body });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body).sort()).toEqual(['saved_at', 'success']);
    // The value is lost from the draft: the resumed form shows no image (a save answers its French 400).
    const copy = (await t.api('GET', '/autosaves/new-image', { token: writer.token })).body.working_copy;
    expect(copy).toMatchObject({ title: 'Image à revoir', featured_image: null });
    const refused = await t.api('POST', '/submissions', { token: writer.token, body: { ...body, content: words(320) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Adresse d'image invalide");
  });

  it('is discarded from the list: its working copy goes', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    await t.api('PUT', '/drafts/new-ajeter', { token: writer.token, body: { title: 'À jeter', content: words(4) } });
    await t.api('PUT', '/drafts/new-agarder', { token: writer.token, body: { title: 'À garder', content: words(4) } });
    expect((await t.api('DELETE', '/autosaves/new-ajeter', { token: writer.token })).status).toBe(200);
    expect((await drafts(writer.token)).map((d) => d.title)).toEqual(['À garder']);
    expect((await t.api('GET', '/autosaves/new-ajeter', { token: writer.token })).body.working_copy).toBeNull();
  });

  it('is submitted later: the article and its submission are created, and that draft alone goes', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    const title = `Héberger un serveur Valheim ${Date.now()}`;
    await t.api('PUT', '/drafts/new-valheim', { token: writer.token, body: { title, content: words(40) } });
    await t.api('PUT', '/autosaves/new-autre', { token: writer.token, body: { title: 'Un autre article', content: words(2) } });
    const staffUnread = await unread(admin);

    const submitted = await t.api('POST', '/submissions', {
      token: writer.token,
      body: { title, content: words(320), short_description: 'Pas à pas.', draft_key: 'valheim' },
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body.submission).toMatchObject({ title, status: 'pending' });
    expect(await submissionsOf(writer.token)).toHaveLength(1);
    expect(await unread(admin)).toBe(staffUnread + 1);
    expect((await drafts(writer.token)).map((d) => d.title)).toEqual(['Un autre article']);
    expect((await t.api('GET', '/autosaves/new-valheim', { token: writer.token })).body.working_copy).toBeNull();
  });

  it('lists unsaved changes to an article the contributor may still change (rejected), not to one under review', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    const submitted = await t.api('POST', '/submissions', {
      token: writer.token,
      body: { title: 'Article à reprendre', content: words(320), short_description: 'Résumé.' },
    });
    const { id: submissionId, article_id: articleId } = submitted.body.submission;
    // Under review: no copy may be written, and none is listed.
    expect((await t.api('PUT', `/drafts/${articleId}`, { token: writer.token, body: { title: 'x' } })).status).toBe(403);
    expect(await drafts(writer.token)).toEqual([]);

    const rejected = await t.api('PUT', `/admin/submissions/${submissionId}/reject`, {
      token: admin,
      body: { rejection_reason: 'Ajoutez des captures.' },
    });
    expect(rejected.status).toBe(200);
    const saved = await t.api('PUT', `/drafts/${articleId}`, {
      token: writer.token,
      body: { title: 'Article à reprendre', content: `${words(320)}<p>Avec des captures.</p>`, short_description: 'Résumé.' },
    });
    expect(saved.status).toBe(200);
    expect(await drafts(writer.token)).toEqual([
      expect.objectContaining({ target: String(articleId), article_id: articleId, article_status: 'rejected', draft_key: null }),
    ]);
    // The article itself has not changed, and is not back in review.
    const edit = (await t.api('GET', `/articles/edit/${articleId}`, { token: writer.token })).body.article;
    expect(edit.status).toBe('rejected');
    expect(edit.content).not.toContain('Avec des captures.');
  });

  it('refuses an empty draft, a malformed key, and more new drafts than the cap', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    expect((await t.api('PUT', '/drafts/new-vide', { token: writer.token, body: { title: '  ', content: '' } })).status).toBe(
      400,
    );
    expect((await t.api('PUT', '/drafts/new-pas%20bon', { token: writer.token, body: { title: 'x' } })).status).toBe(400);
    expect((await t.api('PUT', `/drafts/new-${'x'.repeat(25)}`, { token: writer.token, body: { title: 'x' } })).status).toBe(400);
    const badKey = await t.api('POST', '/submissions', {
      token: writer.token,
      body: { title: 'x', content: words(320), draft_key: '../1' },
    });
    expect(badKey.status).toBe(400);

    for (let i = 0; i < 50; i++) {
      const res = await t.api('PUT', `/autosaves/new-c${i}`, { token: writer.token, body: { title: `Idée ${i}` } });
      expect(res.status).toBe(200);
    }
    const over = await t.api('PUT', '/drafts/new-c50', { token: writer.token, body: { title: 'Une de trop' } });
    expect(over.status).toBe(409);
    expect(over.body.error).toContain('50 brouillons');
    // The ones already there are still written.
    expect((await t.api('PUT', '/drafts/new-c3', { token: writer.token, body: { title: 'Idée 3 reprise' } })).status).toBe(200);
  });

  it('refuses a category that does not exist with « Catégorie introuvable », for an autosave and a saved draft alike', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    const categories = (await t.api('GET', '/categories')).body.categories as Array<{ id: number }>;
    const missing = Math.max(0, ...categories.map((c) => c.id)) + 1000;
    for (const path of ['/drafts/new-categ1', '/autosaves/new-categ2']) {
      const res = await t.api('PUT', path, { token: writer.token, body: { title: 'Avec une catégorie', category_id: missing } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Catégorie introuvable', code: 'category.notFound' });
    }
    expect(await drafts(writer.token)).toEqual([]);
    // An existing category, or none, is kept as it is.
    const kept = await t.api('PUT', '/drafts/new-categ1', {
      token: writer.token,
      body: { title: 'Avec une catégorie', category_id: categories[0].id },
    });
    expect(kept.status).toBe(200);
    const copy = (await t.api('GET', '/autosaves/new-categ1', { token: writer.token })).body.working_copy;
    expect(copy.category_id).toBe(categories[0].id);
    expect(
      (await t.api('PUT', '/drafts/new-categ1', { token: writer.token, body: { title: 'Sans', category_id: null } })).status,
    ).toBe(200);
  });

  it('keeps the path « new » working as the new article of key 1', async () => {
    const writer = await t.createUser({ role: 'contributor' });
    await t.api('PUT', '/autosaves/new', { token: writer.token, body: { title: 'Ancien chemin', content: words(2) } });
    expect((await t.api('GET', '/autosaves/new-1', { token: writer.token })).body.working_copy.title).toBe('Ancien chemin');
    expect((await drafts(writer.token))[0]).toMatchObject({ target: 'new-1', draft_key: '1' });
  });
});
