import { type AnswerScope, IMMUTABLE_SCOPE, missingArticleScope } from './answer-scope';
import { PublicResponseCache } from './public-response-cache';

const answer = (body: string, ttlMs = Infinity) => ({
  status: 200,
  body: Buffer.from(body),
  headers: { 'content-type': 'application/json' },
  ttlMs,
  articleId: null,
});

describe('PublicResponseCache', () => {
  it('returns what was stored, with a strong ETag of the body', () => {
    const cache = new PublicResponseCache();
    cache.set('/blog/api/site', cache.generation, answer('{"a":1}'));
    const hit = cache.get('/blog/api/site');
    expect(hit?.body.toString()).toBe('{"a":1}');
    expect(hit?.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('does not store an answer computed before a change that happened while it was being computed', () => {
    const cache = new PublicResponseCache();
    const startedAt = cache.generation;
    cache.clear();
    expect(cache.set('/blog/api/articles', startedAt, answer('[]'))).toBeNull();
    expect(cache.get('/blog/api/articles')).toBeUndefined();
  });

  it('forgets everything on a change', () => {
    const cache = new PublicResponseCache();
    cache.set('/blog', cache.generation, answer('<html>'));
    cache.rememberArticle('slug', 4);
    cache.clear();
    expect(cache.get('/blog')).toBeUndefined();
    expect(cache.articleIdOf('slug')).toBeNull();
  });

  describe('after a change of some articles', () => {
    const page = (slug: string, categoryId: number, authorId: number): AnswerScope => ({
      kind: 'article',
      slug,
      categoryId,
      authorId,
      recent: 'v1',
    });
    const filled = () => {
      const cache = new PublicResponseCache();
      const put = (key: string, scope?: AnswerScope) => cache.set(key, cache.generation, { ...answer('<html>'), scope });
      put('/blog');
      put('/blog/rss.xml');
      put('/blog/page-styles/abcdefghijklmnop.css', IMMUTABLE_SCOPE);
      put('/blog/article/autre', page('autre', 2, 20));
      put('/blog/article/voisin', page('voisin', 1, 21));
      put('/blog/article/du-meme-auteur', page('du-meme-auteur', 3, 10));
      put('/blog/api/articles/inconnu', missingArticleScope('nouveau'));
      return cache;
    };
    const kept = (cache: PublicResponseCache) =>
      [
        '/blog',
        '/blog/rss.xml',
        '/blog/page-styles/abcdefghijklmnop.css',
        '/blog/article/autre',
        '/blog/article/voisin',
        '/blog/article/du-meme-auteur',
        '/blog/api/articles/inconnu',
      ].filter((key) => cache.get(key));

    it('keeps the pages of unrelated articles and drops lists, its category, its author and its slug', () => {
      const cache = filled();
      const before = cache.generation;
      cache.clear({ articles: [{ slug: 'nouveau', categoryId: 1, authorId: 10 }] });
      expect(cache.generation).toBe(before + 1);
      expect(kept(cache)).toEqual(['/blog/page-styles/abcdefghijklmnop.css', '/blog/article/autre']);
    });

    it('keeps the author when only the content changed (their published count did not move)', () => {
      const cache = filled();
      cache.clear({ articles: [{ slug: 'nouveau', categoryId: 1, authorId: null }] });
      expect(kept(cache)).toEqual([
        '/blog/page-styles/abcdefghijklmnop.css',
        '/blog/article/autre',
        '/blog/article/du-meme-auteur',
      ]);
    });

    it('keeps every article page when only lists changed, and nothing but style sheets on any other change', () => {
      const cache = filled();
      cache.clear({ lists: true });
      expect(kept(cache)).toEqual([
        '/blog/page-styles/abcdefghijklmnop.css',
        '/blog/article/autre',
        '/blog/article/voisin',
        '/blog/article/du-meme-auteur',
        '/blog/api/articles/inconnu',
      ]);
      cache.clear({});
      expect(kept(cache)).toEqual([]);
    });
  });

  it('stores buffers that hold only their own bytes (zlib and the body may hand back views on larger ones)', () => {
    const cache = new PublicResponseCache();
    const page = `<html>${'<p>Un paragraphe de la page.</p>'.repeat(400)}</html>`;
    const big = Buffer.from(`${page}${' '.repeat(50_000)}`).subarray(0, page.length);
    const stored = cache.set('/blog', cache.generation, { ...answer(''), body: big, headers: { 'content-type': 'text/html' } })!;
    for (const buffer of [stored.body, stored.encoded.br!, stored.encoded.gzip!])
      expect(buffer.buffer.byteLength).toBe(buffer.byteLength);
    expect(stored.body.toString()).toBe(page);
  });

  it('lets a short-lived entry expire', () => {
    const cache = new PublicResponseCache();
    cache.set('/blog/api/articles/x', cache.generation, answer('{}', 1000), 0);
    expect(cache.get('/blog/api/articles/x', 999)).toBeDefined();
    expect(cache.get('/blog/api/articles/x', 1000)).toBeUndefined();
  });
});
