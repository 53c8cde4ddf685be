import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PublicResponseCache } from '../src/public-cache/public-response-cache';
import { startTestApp, type TestApp } from './support/test-app';

/** French full-text search: folding, stemming, ranking, published articles only, hostile queries. */
let t: TestApp;
let admin: string;
let category: { id: number; slug: string };
let databaseUrl: string | undefined;

interface Result {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category_slug: string | null;
}
interface SearchAnswer {
  success: boolean;
  results: Result[];
  total: number;
  page: number;
  total_pages: number;
}

const search = async (params: Record<string, string>, token?: string) => {
  const res = await t.api<SearchAnswer>('GET', `/search?${new URLSearchParams(params).toString()}`, { token });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body;
};
const titles = (answer: SearchAnswer) => answer.results.map((r) => r.title);

async function publish(title: string, content: string, extra: Record<string, unknown> = {}) {
  const res = await t.api<{ article: { id: number; slug: string } }>('POST', '/articles', {
    token: admin,
    body: { title, content, status: 'published', category_id: category.id, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body.article;
}

/** Other instances of the API on this database, started at once (as after a deploy), then stopped. */
async function startOthers(count: number) {
  const database = t.dbKind === 'mariadb' ? { DATABASE_URL: databaseUrl } : { SQLITE_PATH: join(t.dataDir, 'blog.sqlite') };
  const started = await Promise.all(
    Array.from({ length: count }, () => startTestApp({ demo: false, env: { REDIS_URL: undefined, ...database } })),
  );
  for (const other of started) await other.close();
}

let securityGuide: { id: number; slug: string };
const securityBody = '<p>Pare-feu, mises à jour et sauvegardes du quokkadrome.</p>';

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  databaseUrl = process.env.DATABASE_URL;
  admin = await t.login();
  category = (await t.api('POST', '/categories', { token: admin, body: { name: `Recherche ${Date.now()}` } })).body.category;
  securityGuide = await publish('Renforcer la sécurité de votre serveur quokkadrome', securityBody);
  await publish('Guide des serveurs Minecraft quokkadrome', '<p>Installer Paper et ses greffons sur un VPS.</p>');
  await publish(
    'Astuces diverses pour joueurs',
    '<p>On parle ici du quokkadrome, encore du quokkadrome et toujours du quokkadrome, avec &lt;script&gt;alert(1)&lt;/script&gt;.</p>',
  );
  await publish('Quokkadrome : les bases', '<p>Premiers pas.</p>');
  await t.api('POST', '/articles', {
    token: admin,
    body: { title: 'Brouillon secret quokkadrome', content: '<p>Jamais publié : zibelinette.</p>', status: 'draft' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('search', () => {
  it('finds words whatever their accents and case: securite finds « sécurité »', async () => {
    const answer = await search({ q: 'SECURITE quokkadrome' });
    expect(titles(answer)).toEqual(['Renforcer la sécurité de votre serveur quokkadrome']);
    expect(answer).toMatchObject({ total: 1, page: 1, total_pages: 1 });
    // The list fields and an excerpt.
    expect(answer.results[0]).toMatchObject({ slug: securityGuide.slug, category_slug: category.slug });
    expect(answer.results[0]!.excerpt).toContain('<mark>quokkadrome</mark>');
  });

  it('finds plurals and inflections: serveurs finds « serveur »', async () => {
    const answer = await search({ q: 'serveurs quokkadrome' });
    expect(titles(answer).sort()).toEqual(
      ['Guide des serveurs Minecraft quokkadrome', 'Renforcer la sécurité de votre serveur quokkadrome'].sort(),
    );
  });

  it('ranks title matches above body matches, however often the body says it', async () => {
    const answer = await search({ q: 'quokkadrome' });
    expect(answer.total).toBe(4);
    expect(titles(answer)[3]).toBe('Astuces diverses pour joueurs');
  });

  it('breaks ties with the newest first', async () => {
    const older = await publish('Zibeline jumelle', '<p>Texte identique.</p>');
    const newer = await publish('Zibeline jumelle', '<p>Texte identique.</p>');
    const answer = await search({ q: 'zibeline' });
    expect(answer.results.map((r) => r.id)).toEqual([newer.id, older.id]);
  });

  it('escapes the excerpt and marks only the words found', async () => {
    const answer = await search({ q: 'quokkadrome' });
    const excerpt = answer.results.find((r) => r.title === 'Astuces diverses pour joueurs')!.excerpt;
    expect(excerpt).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(excerpt).not.toContain('<script');
    expect(excerpt.match(/<mark>quokkadrome<\/mark>/g)).toHaveLength(3);
    expect(excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/<|>/);
  });

  it('never finds an unpublished article, and an unpublish removes one at once', async () => {
    expect((await search({ q: 'zibelinette' })).total).toBe(0);
    expect(titles(await search({ q: 'brouillon secret' }))).toEqual([]);

    const article = await publish('Chinchillarium en ligne', '<p>Un mot rare.</p>');
    expect((await search({ q: 'chinchillarium' })).total).toBe(1);
    const draft = await t.api('PUT', `/articles/${article.id}`, {
      token: admin,
      body: { title: 'Chinchillarium en ligne', content: '<p>Un mot rare.</p>', status: 'draft', category_id: category.id },
    });
    expect(draft.status).toBe(200);
    expect((await search({ q: 'chinchillarium' })).total).toBe(0);
    // Deleted: gone too.
    const again = await publish('Chinchillarium de retour', '<p>Encore.</p>');
    expect((await search({ q: 'chinchillarium' })).total).toBe(1);
    expect((await t.api('DELETE', `/articles/${again.id}`, { token: admin })).status).toBe(200);
    expect((await search({ q: 'chinchillarium' })).total).toBe(0);
  });

  it('answers an empty page for stop words, punctuation or nothing', async () => {
    for (const q of ['le la les de des', '?!… « » -- ...', '', '   ']) {
      expect(await search({ q })).toEqual({ success: true, results: [], total: 0, page: 1, total_pages: 0 });
    }
    expect((await t.api('GET', '/search')).status).toBe(200);
  });

  it('trims a 500-character query instead of failing', async () => {
    const answer = await search({ q: `quokkadrome ${'serveur '.repeat(70)}`.slice(0, 500) });
    expect(answer.success).toBe(true);
    expect((await search({ q: 'é'.repeat(500) })).total).toBe(0);
  });

  it('answers FTS syntax characters and injection strings normally', async () => {
    const hostile = [
      '"',
      '*',
      '-',
      '(',
      ')',
      'MATCH',
      'AGAINST',
      '"quokkadrome',
      'quokkadrome*',
      '-quokkadrome',
      '+quokkadrome',
      '(quokkadrome',
      'quokkadrome" OR "1"="1',
      "quokkadrome' OR 1=1 --",
      "'); DROP TABLE articles; --",
      "quokkadrome AGAINST ('x' IN BOOLEAN MODE)",
      'title_terms:quokkadrome NEAR(a b)',
      '\\',
      '%',
      '_',
    ];
    for (const q of hostile) {
      const answer = await search({ q });
      expect(answer.total).toBeLessThanOrEqual(4);
    }
    // Operators are read as punctuation: the word they surround is searched as typed.
    for (const q of ['"quokkadrome', 'quokkadrome*', '-quokkadrome', '+quokkadrome', '(quokkadrome)', '~quokkadrome<']) {
      expect((await search({ q })).total).toBe(4);
    }
    expect((await search({ q: 'quokkadrome' })).total).toBe(4);
  });

  it('filters by category; an unknown category finds nothing', async () => {
    expect((await search({ q: 'quokkadrome', category: category.slug })).total).toBe(4);
    expect((await search({ q: 'quokkadrome', category: 'categorie-inconnue' })).total).toBe(0);
  });

  it('pages the results', async () => {
    for (let i = 0; i < 11; i++) await publish(`Ornithorynque numéro ${i}`, '<p>Page.</p>');
    const first = await search({ q: 'ornithorynques' });
    expect(first).toMatchObject({ total: 11, page: 1, total_pages: 2 });
    expect(first.results).toHaveLength(10);
    const second = await search({ q: 'ornithorynques', page: '2' });
    expect(second.results).toHaveLength(1);
    expect(second.results[0]!.title).toBe('Ornithorynque numéro 0');
    expect((await search({ q: 'ornithorynques', page: '3' })).results).toEqual([]);
  });

  it('caches answers under the normalized query, never for signed-in readers, and drops them on publication', async () => {
    const cache = t.app.get(PublicResponseCache);
    const first = await search({ q: 'Capybaradome' });
    expect(first.total).toBe(0);
    const entries = cache.stats.entries;
    await search({ q: 'capybaradômes' });
    expect(cache.stats.entries).toBe(entries);
    await search({ q: 'capybaradome' }, admin);
    expect(cache.stats.entries).toBe(entries);

    await publish('Le capybaradome ouvre', '<p>Enfin.</p>');
    expect((await search({ q: 'CAPYBARADOME' })).total).toBe(1);
  });

  it('a start fills in the search rows and term counts of published articles that lack them, once however many instances start', async () => {
    const db = t.app.get(DataSource);
    const index = async () => ({
      // Signed in: never answered from the cache, so each answer is read from the index.
      answer: await search({ q: 'quokkadrome' }, admin),
      rows: await db.query('SELECT article_id, title_terms, body_terms FROM article_search ORDER BY article_id'),
      terms: (
        await db.query<{ term: string; docs: number | string; title_docs: number | string }[]>(
          'SELECT term, docs, title_docs FROM search_terms WHERE docs > 0 ORDER BY term',
        )
      ).map((row) => [row.term, Number(row.docs), Number(row.title_docs)]),
    });
    const before = await index();
    expect(before.answer.total).toBe(4);

    // A database that had its articles before the search tables: no row, no count.
    await db.query('DELETE FROM article_search');
    await db.query('DELETE FROM search_terms');
    expect((await search({ q: 'quokkadrome' }, admin)).total).toBe(0);
    await startOthers(2);
    expect(await index()).toEqual(before);
    expect((await search({ q: 'zibelinette' }, admin)).total).toBe(0);

    // A database that had the rows before the counts.
    await db.query('DELETE FROM search_terms');
    await startOthers(1);
    expect(await index()).toEqual(before);
  });

  it('finds a word by its beginning, the last word typed, keeping the stemming of the others', async () => {
    await publish('Héberger Minecraft sur un wombatorium', '<p>Le <strong>wombatorium</strong>, un serveur rapide.</p>');
    expect(titles(await search({ q: 'wombator' }))).toEqual(['Héberger Minecraft sur un wombatorium']);
    expect(titles(await search({ q: 'serveurs wombato' }))).toEqual(['Héberger Minecraft sur un wombatorium']);
    // Only the last word is a beginning.
    expect((await search({ q: 'wombato serveur' })).total).toBe(0);
    const [found] = (await search({ q: 'wombator' })).results;
    // No space left before the comma where the bold text ended.
    expect(found!.excerpt).toBe('Le <mark>wombatorium</mark>, un serveur rapide.');
  });

  it('reads a quoted phrase as words that follow each other', async () => {
    await publish('Phrase lémurienne A', '<p>Un serveur de Lémurix pour tous.</p>');
    await publish('Phrase lémurienne B', '<p>Lémurix sur un serveur dédié.</p>');
    expect(titles(await search({ q: 'serveur lemurix' })).sort()).toEqual(['Phrase lémurienne A', 'Phrase lémurienne B']);
    // « de » is a stop word, left out of the index and of the phrase alike.
    expect(titles(await search({ q: '"serveur lemurix"' }))).toEqual(['Phrase lémurienne A']);
    expect(titles(await search({ q: '« dédié serveur »' }))).toEqual([]);
    expect(titles(await search({ q: '"lemurix sur un serveur" phrase' }))).toEqual(['Phrase lémurienne B']);
  });

  it('suggests articles, categories and authors as a reader types, accents and case aside', async () => {
    const lea = await t.createUser({ role: 'redacteur' });
    const me = (await t.api('GET', '/auth/me', { token: lea.token })).body.user;
    expect(
      (
        await t.api('PUT', '/users/profile', {
          token: lea.token,
          body: { username: me.username, display_name: 'Léa Martinoïde' },
        })
      ).status,
    ).toBe(200);
    const created = await t.api('POST', '/articles', {
      token: lea.token,
      body: {
        title: 'Tapirodrome pour débutants',
        content: '<p>Premiers pas.</p>',
        status: 'published',
        category_id: category.id,
      },
    });
    expect(created.status).toBe(201);
    const suggest = async (q: string) => {
      const res = await t.api('GET', `/search/suggest?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return res.body as {
        articles: { slug: string; title: string; category_name: string | null }[];
        categories: { slug: string; name: string }[];
        authors: { username: string; name: string }[];
      };
    };
    const article = await suggest('tapirod');
    expect(article.articles).toEqual([
      { slug: created.body.article.slug, title: 'Tapirodrome pour débutants', category_name: expect.any(String) },
    ]);
    expect((await suggest('LEA MARTINO')).authors).toEqual([{ username: me.username, name: 'Léa Martinoïde' }]);
    expect((await suggest('léa martino')).authors).toEqual([{ username: me.username, name: 'Léa Martinoïde' }]);
    const name = category.slug.startsWith('recherche') ? 'reCHERCHE' : category.slug;
    expect((await suggest(name)).categories).toContainEqual({ slug: category.slug, name: expect.stringMatching(/^Recherche/) });
    expect(await suggest('')).toEqual({ success: true, articles: [], categories: [], authors: [] });
    expect((await suggest('x'.repeat(2000))).articles).toEqual([]);
  });
});
