import { viewCountSlot } from './public-cache-hooks';
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

  it('lets a short-lived entry expire', () => {
    const cache = new PublicResponseCache();
    cache.set('/blog/api/articles/x', cache.generation, answer('{}', 1000), 0);
    expect(cache.get('/blog/api/articles/x', 999)).toBeDefined();
    expect(cache.get('/blog/api/articles/x', 1000)).toBeUndefined();
  });
});

describe('viewCountSlot', () => {
  it("finds the article's own view count, before the suggestions'", () => {
    const body = Buffer.from('{"success":true,"article":{"id":3,"views":41,"title":"x"},"suggested":[{"views":7}]}');
    const slot = viewCountSlot(body);
    expect(slot?.base).toBe(41);
    expect(body.subarray(slot!.start, slot!.end).toString()).toBe('41');
  });

  it('gives nothing when the answer has no count', () => {
    expect(viewCountSlot(Buffer.from('{"success":false}'))).toBeNull();
  });
});
