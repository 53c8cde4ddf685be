import { DataSource } from 'typeorm';
import { queryTerms, termsOf } from '../src/search/french-analyzer';
import { planSearch, walkPlan, type SearchPlan } from '../src/search/search-plan';
import { SearchRepository } from '../src/search/search.repository';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Frequent words: the search walks the newest articles instead of reading the full-text index, and
 * must rank exactly as the index would (most query terms in the title first, then the newest).
 */
let t: TestApp;
let admin: string;
const categories: { id: number; slug: string }[] = [];
/** The articles as published, oldest first, with what the ranking needs to know of them. */
const published: { id: number; title: string; body: string; categoryId: number }[] = [];
const COUNT = 36;

async function publish(title: string, body: string, categoryId: number) {
  const res = await t.api<{ article: { id: number } }>('POST', '/articles', {
    token: admin,
    body: { title, content: `<p>${body}</p>`, status: 'published', category_id: categoryId },
  });
  expect(res.status).toBe(201);
  published.push({ id: res.body.article.id, title, body, categoryId });
  return res.body.article;
}

/** The expected ids: every term somewhere, most terms in the title first, then the newest. */
function expected(q: string, categoryId: number | null = null): number[] {
  const terms = queryTerms(q);
  const has = (text: string, term: string) => termsOf(text).includes(term);
  return published
    .map((a, order) => ({ ...a, order, score: terms.filter((term) => has(a.title, term)).length }))
    .filter((a) => categoryId === null || a.categoryId === categoryId)
    .filter((a) => terms.every((term) => has(`${a.title} ${a.body}`, term)))
    .sort((a, b) => b.score - a.score || b.order - a.order)
    .map((a) => a.id);
}

const walk = (stats: Parameters<typeof planSearch>[0], articles: number, needed: number): SearchPlan =>
  walkPlan(stats, articles, needed);
/** A walk that starts with a window too small, so that it must widen it. */
const narrowWalk = (stats: Parameters<typeof planSearch>[0], articles: number, needed: number): SearchPlan => ({
  ...walkPlan(stats, articles, needed),
  window: 2,
});
/** A walk that reads no title from the title index: every score is found along the newest articles. */
const walkOnly = (stats: Parameters<typeof planSearch>[0], articles: number, needed: number): SearchPlan => ({
  ...walkPlan(stats, articles, needed),
  titleLookup: [],
  lowScoreBelow: stats.filter((s) => s.titleDocs > 0).length + 1,
  window: 4,
});
const anchor = (stats: Parameters<typeof planSearch>[0]): SearchPlan => ({ kind: 'anchor', anchor: stats[0]!.term });

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
  admin = await t.login();
  for (const name of ['Wombats A', 'Wombats B']) {
    categories.push(
      (await t.api('POST', '/categories', { token: admin, body: { name: `${name} ${Date.now()}` } })).body.category,
    );
  }
  for (let i = 0; i < COUNT; i++) {
    const title = [i % 3 === 0 ? 'Wombat' : 'Guide', i % 4 === 0 ? 'terrier' : '', `numéro ${i}`].filter(Boolean).join(' ');
    const body = ['Le wombat creuse.', i % 2 === 0 ? 'Son terrier est profond.' : '', i === 7 ? 'Un koala passe.' : ''].join(' ');
    await publish(title, body, categories[i % 5 === 0 ? 1 : 0]!.id);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('search of frequent words', () => {
  const repository = () => t.app.get(SearchRepository);
  const page = (n: number) => ({ limit: 10, offset: (n - 1) * 10 });

  it.each([
    ['wombats', null],
    ['terriers', null],
    ['wombat terrier', null],
    ['terrier wombat koala', null],
    ['wombat', 1],
    ['wombat terrier', 1],
  ] as const)('ranks « %s » (category %s) as the full-text index does, every page, whichever way', async (q, category) => {
    const categoryId = category === null ? null : categories[category]!.id;
    const all = expected(q, categoryId);
    for (const n of [1, 2, 3, 4, 5]) {
      const want = { ids: all.slice((n - 1) * 10, n * 10), total: all.length };
      for (const choose of [planSearch, walk, narrowWalk, walkOnly, anchor]) {
        expect(await repository().search(queryTerms(q), categoryId, page(n), choose)).toEqual(want);
      }
    }
  });

  it('answers the same through the API: title matches first, the newest first among them', async () => {
    const res = await t.api<{ results: { id: number }[]; total: number; total_pages: number }>(
      'GET',
      '/search?q=wombats%20terriers',
    );
    expect(res.body.results.map((r) => r.id)).toEqual(expected('wombat terrier').slice(0, 10));
    expect(res.body).toMatchObject({ total: expected('wombat terrier').length, total_pages: 2 });
  });

  it('keeps the per-term counts in step with publications, edits, withdrawals and deletions', async () => {
    const db = t.app.get(DataSource);
    const counts = async (term: string) =>
      (
        await db.query<{ docs: number | string; title_docs: number | string }[]>(
          'SELECT docs, title_docs FROM search_terms WHERE term = ?',
          [term],
        )
      ).map((r) => [Number(r.docs), Number(r.title_docs)])[0] ?? [0, 0];
    const before = await counts('wombat');
    const article = await publish('Ornithorynque', 'Un wombat aussi.', categories[0]!.id);
    expect(await counts('wombat')).toEqual([before[0]! + 1, before[1]!]);
    const edit = (title: string, status: string) =>
      t.api('PUT', `/articles/${article.id}`, {
        token: admin,
        body: { title, content: '<p>Un wombat aussi.</p>', status, category_id: categories[0]!.id },
      });
    expect((await edit('Wombat ornithorynque', 'published')).status).toBe(200);
    expect(await counts('wombat')).toEqual([before[0]! + 1, before[1]! + 1]);
    expect((await edit('Wombat ornithorynque', 'draft')).status).toBe(200);
    expect(await counts('wombat')).toEqual(before);
    expect((await edit('Wombat ornithorynque', 'published')).status).toBe(200);
    expect((await t.api('DELETE', `/articles/${article.id}`, { token: admin })).status).toBe(200);
    expect(await counts('wombat')).toEqual(before);
    expect(await counts(queryTerms('ornithorynque')[0]!)).toEqual([0, 0]);
  });
});
