import { DataSource } from 'typeorm';
import { ArticleViewCounter } from '../src/articles/article-view-counter';
import { ArticleViewsRepository } from '../src/editorial/article-views.repository';
import { ArticleViewCount } from '../src/editorial/entities/article-view-count.entity';
import { Article } from '../src/editorial/entities/article.entity';
import { UnitOfWork } from '../src/database/unit-of-work';
import { SubmissionEvent } from '../src/editorial/entities/submission-event.entity';
import { Submission } from '../src/editorial/entities/submission.entity';
import { User } from '../src/users/entities/user.entity';
import { startTestApp, TestApp } from './support/test-app';
import { waitFor } from './rewards-support';
import { asReader, storedViews, words } from './support/articles';

let t: TestApp;
let admin: string;
let db: DataSource;
let category: { id: number; slug: string };
let otherCategory: { id: number; slug: string };

async function createArticle(fields: Record<string, unknown> = {}, token = admin) {
  const res = await t.api('POST', '/articles', {
    token,
    body: { title: 'Article de test', content: words(50), category_id: category.id, ...fields },
  });
  expect(res.status).toBe(201);
  return res.body.article as { id: number; slug: string; status: string; published_at: string | null };
}

/** A contributor's article as the submissions flow leaves it (written directly: that flow is another module). */
async function contributorArticle(authorId: number, status: 'pending' | 'rejected' | 'published', submissionStatus = status) {
  const article = await db.getRepository(Article).save(
    db.getRepository(Article).create({
      title: `Contribution ${Math.random()}`,
      slug: `contribution-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      content: words(20),
      author_id: authorId,
      status,
      category_id: category.id,
      published_at: status === 'published' ? new Date() : null,
    }),
  );
  const submission = await db.getRepository(Submission).save(
    db.getRepository(Submission).create({
      article_id: article.id,
      contributor_id: authorId,
      status: submissionStatus,
      submitted_at: new Date(Date.now() - 86_400_000),
      rejection_reason: submissionStatus === 'rejected' ? 'Trop court' : null,
    }),
  );
  return { article, submission };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
  db = t.app.get(DataSource);
  const make = async (name: string) => (await t.api('POST', '/categories', { token: admin, body: { name } })).body.category;
  category = await make(`Catégorie articles ${Date.now()}`);
  otherCategory = await make(`Autre catégorie ${Date.now()}`);
});
afterAll(() => t.close());

describe('demo content', () => {
  it('publishes nine French demo articles by the admin and the demo contributor, with counters that match', async () => {
    const list = await t.api('GET', '/articles?limit=100');
    expect(list.body.pagination.total).toBe(9);
    const articles: { slug: string; author_name: string; featured_image: string | null; category_slug: string }[] =
      list.body.articles;
    expect(new Set(articles.map((a) => a.author_name))).toEqual(new Set(['Camille Laurent', 'Léa Martin']));
    expect(new Set(articles.map((a) => a.category_slug)).size).toBe(5);
    expect(articles.some((a) => a.featured_image === null)).toBe(true);
    for (const a of articles) {
      const detail = (await t.api('GET', `/articles/${a.slug}`, { token: admin })).body.article;
      const count = detail.content
        .replace(/<[^>]*>/g, ' ')
        .trim()
        .split(/\s+/).length;
      expect(count).toBeGreaterThanOrEqual(300);
      expect(count).toBeLessThanOrEqual(600);
      if (a.featured_image) expect((await fetch(`${t.origin}${a.featured_image}`)).status).toBe(200);
    }
    const contributorToken = await t.login('contributeur@demo.local', 'Contrib!2345');
    const mine = await t.api('GET', '/articles/all', { token: contributorToken });
    const contributor = await db.getRepository(User).findOneByOrFail({ email: 'contributeur@demo.local' });
    expect(contributor.articles_approved).toBe(mine.body.articles.length);
    expect((await db.getRepository(User).findOneByOrFail({ email: 'admin@demo.local' })).articles_approved).toBe(
      9 - mine.body.articles.length,
    );
    const ranking = await t.api('GET', '/contributors/leaderboard');
    expect(ranking.body.contributors[0]).toMatchObject({ username: 'lea.martin', article_count: mine.body.articles.length });
    expect(ranking.body.contributors[0].tags.length).toBe(2);
  });

  it('gives the demo contributor a billing account in the embedded WHMCS, so her approved article is paid', async () => {
    const contributorToken = await t.login('contributeur@demo.local', 'Contrib!2345');
    const created = await t.api('POST', '/submissions', {
      token: contributorToken,
      body: { title: 'Récompense de démonstration', content: words(320), category_id: category.id },
    });
    expect(created.status).toBe(201);
    expect(
      (await t.api('PUT', `/admin/submissions/${created.body.submission.id}/approve`, { token: admin, body: {} })).status,
    ).toBe(200);
    const reward = await waitFor(
      async () => {
        const history = await t.api('GET', '/admin/rewards/history?limit=50', { token: admin });
        return history.body.history.find(
          (r: { article_title: string; status: string }) =>
            r.article_title === 'Récompense de démonstration' && ['credited', 'failed'].includes(r.status),
        );
      },
      15000,
      'récompense de la contributrice de démonstration',
    );
    expect(reward).toMatchObject({ status: 'credited', error: null });
    // The same e-mail and password open the Client tab: it is her account there.
    const customer = await t.api('POST', '/whmcs/auth', { body: { email: 'contributeur@demo.local', password: 'Contrib!2345' } });
    expect(customer.status).toBe(200);
    expect(customer.body.user.username).toBe('lea.martin');
  });
});

describe('public list', () => {
  it('lists published articles only, newest first, with the list fields and paging', async () => {
    const draft = await createArticle({ title: 'Brouillon invisible' });
    const first = await createArticle({ title: 'Premier publié', status: 'published' });
    const second = await createArticle({ title: 'Second publié', status: 'published' });
    const res = await t.api('GET', `/articles?category=${category.slug}`);
    expect(res.status).toBe(200);
    const ids = res.body.articles.map((a: { id: number }) => a.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const item = res.body.articles.find((a: { id: number }) => a.id === first.id);
    expect(Object.keys(item).sort()).toEqual(
      [
        'author_avatar',
        'author_name',
        'category_color',
        'category_id',
        'category_name',
        'category_slug',
        'created_at',
        'featured_image',
        'id',
        'published_at',
        'reading_time',
        'short_description',
        'slug',
        'status',
        'title',
      ].sort(),
    );
    expect(item).toMatchObject({ category_slug: category.slug, author_name: 'Camille Laurent', status: 'published' });
    expect(item).not.toHaveProperty('content');
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 12, total: ids.length, total_pages: 1 });
  });

  it('pages with limit and page, and brings a limit above 100 back to 100', async () => {
    const page1 = await t.api('GET', `/articles?category=${category.slug}&limit=1&page=1`);
    const page2 = await t.api('GET', `/articles?category=${category.slug}&limit=1&page=2`);
    expect(page1.body.articles).toHaveLength(1);
    expect(page2.body.articles[0].id).not.toBe(page1.body.articles[0].id);
    expect(page1.body.pagination.total_pages).toBe(page1.body.pagination.total);
    expect((await t.api('GET', '/articles?limit=5000')).body.pagination.limit).toBe(100);
  });

  it('answers an empty page for an unknown category', async () => {
    const res = await t.api('GET', '/articles?category=inconnue');
    expect(res.status).toBe(200);
    expect(res.body.articles).toEqual([]);
  });
});

describe('article page', () => {
  it('shows the detail fields, the author card and up to three suggestions from the same category first', async () => {
    const main = await createArticle({ title: 'Page détaillée', status: 'published', meta_keywords: 'a, b' });
    const other = await createArticle({ title: 'Ailleurs', status: 'published', category_id: otherCategory.id });
    const res = await t.api('GET', `/articles/${main.slug}`, { headers: asReader() });
    expect(res.status).toBe(200);
    expect(res.body.article).toMatchObject({
      id: main.id,
      meta_keywords: 'a, b',
      author_name: 'Camille Laurent',
      author_bio: expect.any(String),
      author_tags: [{ id: expect.any(Number), name: 'Équipe', color: '#3B82F6' }],
      author_article_count: expect.any(Number),
      views: 1,
    });
    expect(res.body.suggested.length).toBeLessThanOrEqual(3);
    expect(res.body.suggested.map((a: { id: number }) => a.id)).not.toContain(main.id);
    expect(res.body.suggested[0].category_id).toBe(category.id);
    expect(res.body.suggested.every((a: { status: string }) => a.status === 'published')).toBe(true);
    const fromOther = await t.api('GET', `/articles/${other.slug}`);
    expect(fromOther.body.suggested.length).toBeGreaterThan(0);
  });

  it('answers 404 Article non trouvé for an unknown or unpublished slug', async () => {
    const draft = await createArticle({ title: 'Encore un brouillon' });
    for (const slug of ['nexiste-pas', draft.slug]) {
      const res = await t.api('GET', `/articles/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'Article non trouvé', code: 'article.notFound' });
    }
  });

  it('lets staff preview an unpublished article without counting a view', async () => {
    const draft = await createArticle({ title: 'Aperçu équipe' });
    const res = await t.api('GET', `/articles/${draft.slug}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.article.views).toBe(0);
  });

  it('counts views in memory, one per reader, and writes them in a batch', async () => {
    const article = await createArticle({ title: 'Compteur de vues', status: 'published' });
    await t.api('GET', `/articles/${article.slug}`, { headers: asReader(1) });
    const third = await (async () => {
      await t.api('GET', `/articles/${article.slug}`, { headers: asReader(2) });
      return t.api('GET', `/articles/${article.slug}`, { headers: asReader(3) });
    })();
    expect(third.body.article.views).toBe(3);
    // The first reader reloads: still three.
    expect((await t.api('GET', `/articles/${article.slug}`, { headers: asReader(1) })).body.article.views).toBe(3);
    const row = () => db.getRepository(Article).findOneByOrFail({ id: article.id });
    const stored = () => storedViews(db, article.id);
    const edited = (await row()).updated_at.getTime();
    expect(await stored()).toBe(0);
    // A clock is the subject: a second later (MariaDB keeps whole seconds), a modification date set by the write would show.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.get(ArticleViewCounter).flush();
    expect(await stored()).toBe(3);
    // A view is not an edit: the page's modification date (JSON-LD, article:modified_time) stays.
    expect((await row()).updated_at.getTime()).toBe(edited);
    expect((await t.api('GET', `/articles/${article.slug}`, { token: admin })).body.article.views).toBe(3);
  });

  it('writes the views of thousands of articles seen once or more, each with its own count', async () => {
    const [once, twice, often, untouched] = [
      await createArticle({ title: 'Vue une fois', status: 'published' }),
      await createArticle({ title: 'Vue deux fois', status: 'published' }),
      await createArticle({ title: 'Vue souvent', status: 'published' }),
      await createArticle({ title: 'Jamais vue', status: 'published' }),
    ];
    // A crawler's interval: a few thousand articles seen once (most gone since), a few seen more.
    const counts = new Map<number, number>([
      [often.id, 7],
      [twice.id, 2],
      [untouched.id, 0],
    ]);
    for (let i = 0; i < 2500; i += 1) counts.set(10_000_000 + i, 1);
    counts.set(once.id, 1);
    const addViews = (views: Map<number, number>) =>
      t.app.get(UnitOfWork).run((tx) => t.app.get(ArticleViewsRepository).addViews(tx, views));
    await addViews(counts);
    const views = (id: number) => storedViews(db, id);
    expect([await views(once.id), await views(twice.id), await views(often.id), await views(untouched.id)]).toEqual([1, 2, 7, 0]);
    // Counted again on top, and shown by the article's answer.
    await addViews(new Map([[often.id, 3]]));
    expect((await t.api('GET', `/articles/${often.slug}`, { token: admin })).body.article.views).toBe(10);
    // Gone with its article.
    expect((await t.api('DELETE', `/articles/${often.id}`, { token: admin })).status).toBe(200);
    expect(await db.getRepository(ArticleViewCount).countBy({ article_id: often.id })).toBe(0);
  });
});

describe('writing as staff', () => {
  it('requires a title and content', async () => {
    for (const body of [
      { title: 'Sans contenu' },
      { content: '<p>x</p>' },
      { title: '  ', content: '<p>x</p>' },
      { title: 'Script', content: '<script>x</script>' },
    ]) {
      const res = await t.api('POST', '/articles', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Titre et contenu requis');
    }
  });

  it('creates a draft by default, with a spec slug made unique and a server-side reading time', async () => {
    const a = await createArticle({ title: 'Créer un serveur Minecraft !', content: words(401), reading_time: 99 });
    const b = await createArticle({ title: 'Créer un serveur Minecraft !', content: words(10) });
    const c = await createArticle({ title: 'Autre', slug: 'Créer un serveur Minecraft', content: words(10) });
    expect(a.status).toBe('draft');
    expect(a.published_at).toBeNull();
    expect(a.slug).toBe('creer-un-serveur-minecraft');
    expect(b.slug).toBe('creer-un-serveur-minecraft-2');
    expect(c.slug).toBe('creer-un-serveur-minecraft-3');
    const edit = await t.api('GET', `/articles/edit/${a.id}`, { token: admin });
    expect(edit.body.article.reading_time).toBe(3);
  });

  it('falls back to the short description for a blank meta description', async () => {
    const a = await createArticle({ short_description: 'Résumé court', meta_description: '  ' });
    expect((await t.api('GET', `/articles/edit/${a.id}`, { token: admin })).body.article.meta_description).toBe('Résumé court');
  });

  it('refuses an unknown category and a category that is not an integer', async () => {
    const unknown = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'x', content: '<p>x</p>', category_id: 999999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'La catégorie choisie n’existe pas', code: 'article.categoryUnknown' });
    const text = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'x', content: '<p>x</p>', category_id: 'abc' },
    });
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('article.categoryInvalid');
    const none = await createArticle({ category_id: null });
    expect((await t.api('GET', `/articles/edit/${none.id}`, { token: admin })).body.article.category_id).toBeNull();
  });

  it('publishes, unpublishes and deletes, keeping the author count and the first publication date', async () => {
    const count = async () => (await db.getRepository(User).findOneByOrFail({ email: 'admin@demo.local' })).articles_approved;
    const before = await count();
    const a = await createArticle();
    const body = { title: 'Article de test', content: words(50), category_id: category.id };
    const published = await t.api('PUT', `/articles/${a.id}`, { token: admin, body: { ...body, status: 'published' } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ success: true, message: 'Article modifié' });
    const firstDate = published.body.article.published_at;
    expect(firstDate).toBeTruthy();
    expect(await count()).toBe(before + 1);
    await t.api('PUT', `/articles/${a.id}`, { token: admin, body: { ...body, status: 'draft' } });
    expect(await count()).toBe(before);
    const again = await t.api('PUT', `/articles/${a.id}`, { token: admin, body: { ...body, status: 'published' } });
    expect(again.body.article.published_at).toBe(firstDate);
    expect((await t.api('DELETE', `/articles/${a.id}`, { token: admin })).body).toEqual({ success: true });
    expect(await count()).toBe(before);
    expect((await t.api('GET', `/articles/edit/${a.id}`, { token: admin })).status).toBe(404);
    expect((await t.api('DELETE', `/articles/${a.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses pending or rejected as a status chosen by staff', async () => {
    const a = await createArticle();
    const res = await t.api('PUT', `/articles/${a.id}`, {
      token: admin,
      body: { title: 'x', content: '<p>x</p>', status: 'rejected' },
    });
    expect(res.status).toBe(400);
  });

  it('lets a rédacteur write articles', async () => {
    const redacteur = await t.createUser({ role: 'redacteur' });
    expect((await createArticle({ title: 'Par un rédacteur' }, redacteur.token)).status).toBe('draft');
  });
});

describe('contributors and ownership', () => {
  it('refuses article creation and deletion to a contributor', async () => {
    const c = await t.createUser({ role: 'contributor' });
    expect((await t.api('POST', '/articles', { token: c.token, body: { title: 'x', content: '<p>x</p>' } })).status).toBe(403);
    const a = await createArticle();
    expect((await t.api('DELETE', `/articles/${a.id}`, { token: c.token })).status).toBe(403);
  });

  it('shows a contributor only their own articles, all of them to staff, with a status filter', async () => {
    const a = await t.createUser({ role: 'contributor' });
    const b = await t.createUser({ role: 'contributor' });
    const mine = await contributorArticle(a.id, 'pending');
    const theirs = await contributorArticle(b.id, 'rejected');
    const list = await t.api('GET', '/articles/all', { token: a.token });
    expect(list.body.articles.map((x: { id: number }) => x.id)).toEqual([mine.article.id]);
    const staff = await t.api('GET', '/articles/all?status=rejected', { token: admin });
    expect(staff.body.articles.map((x: { id: number }) => x.id)).toContain(theirs.article.id);
    expect(staff.body.articles.every((x: { status: string }) => x.status === 'rejected')).toBe(true);
    expect((await t.api('GET', '/articles/all')).status).toBe(401);
  });

  it('hides another contributor’s article from the editor and from PUT (404)', async () => {
    const a = await t.createUser({ role: 'contributor' });
    const b = await t.createUser({ role: 'contributor' });
    const theirs = await contributorArticle(b.id, 'rejected');
    expect((await t.api('GET', `/articles/edit/${theirs.article.id}`, { token: a.token })).status).toBe(404);
    const put = await t.api('PUT', `/articles/${theirs.article.id}`, {
      token: a.token,
      body: { title: 'Volé', content: words(400) },
    });
    expect(put.status).toBe(404);
    expect((await db.getRepository(Article).findOneByOrFail({ id: theirs.article.id })).title).not.toBe('Volé');
  });

  it('lets the author preview their own unpublished article, not someone else', async () => {
    const a = await t.createUser({ role: 'contributor' });
    const b = await t.createUser({ role: 'contributor' });
    const mine = await contributorArticle(a.id, 'pending');
    expect((await t.api('GET', `/articles/${mine.article.slug}`, { token: a.token })).status).toBe(200);
    expect((await t.api('GET', `/articles/${mine.article.slug}`, { token: b.token })).status).toBe(404);
  });

  it('never lets a contributor edit or toggle their published article (403)', async () => {
    const a = await t.createUser({ role: 'contributor' });
    const published = await contributorArticle(a.id, 'published');
    for (const status of ['draft', 'published', undefined]) {
      const res = await t.api('PUT', `/articles/${published.article.id}`, {
        token: a.token,
        body: { title: 'x', content: words(400), status },
      });
      expect(res.status).toBe(403);
    }
    const pending = await contributorArticle(a.id, 'pending');
    expect(
      (await t.api('PUT', `/articles/${pending.article.id}`, { token: a.token, body: { title: 'x', content: words(400) } }))
        .status,
    ).toBe(403);
  });

  it('sends an edited rejected article and its submission back to review, with a history event', async () => {
    const a = await t.createUser({ role: 'contributor' });
    const { article, submission } = await contributorArticle(a.id, 'rejected');
    const short = await t.api('PUT', `/articles/${article.id}`, {
      token: a.token,
      body: { title: 'Corrigé', content: words(20) },
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Votre article doit contenir au moins 300 mots (actuellement: 20)');
    const res = await t.api('PUT', `/articles/${article.id}`, {
      token: a.token,
      body: { title: 'Corrigé', content: words(320), status: 'published' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Article modifié et ressoumis pour revue !',
      article: { status: 'pending', title: 'Corrigé' },
    });
    const sub = await db.getRepository(Submission).findOneByOrFail({ id: submission.id });
    expect(sub.status).toBe('pending');
    expect(new Date(sub.submitted_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const events = await db.getRepository(SubmissionEvent).findBy({ submission_id: submission.id });
    expect(events.map((e) => e.action)).toEqual(['resubmitted']);
    expect(
      (await t.api('PUT', `/articles/${article.id}`, { token: a.token, body: { title: 'x', content: words(320) } })).status,
    ).toBe(403);
  });

  it('publishes a pending contributor article when staff set it to published', async () => {
    const a = await t.createUser({ role: 'contributor' });
    const { article } = await contributorArticle(a.id, 'pending');
    const res = await t.api('PUT', `/articles/${article.id}`, {
      token: admin,
      body: { title: 'Revu', content: words(320), status: 'published' },
    });
    expect(res.status).toBe(200);
    expect(res.body.article.status).toBe('published');
    expect((await db.getRepository(User).findOneByOrFail({ id: a.id })).articles_approved).toBe(1);
  });
});
