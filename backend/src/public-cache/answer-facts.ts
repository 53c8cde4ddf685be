import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerScope, declaredAnswerScope, GLOBAL_SCOPE, IMMUTABLE_SCOPE, missingArticleScope } from './answer-scope';
import type { CachePolicy } from './cacheable-routes';
import type { PublicResponseCache, ViewCountSlot } from './public-response-cache';

/** Which changes drop an article's API answer, read from the answer (given by the articles module). */
export type ArticleScopeOf = (answer: unknown) => AnswerScope;

/** The answer a request computes for the cache: stored under `key`, kept as `policy` says. */
export interface MissAnswer {
  readonly key: string;
  readonly policy: CachePolicy;
}

/** What an answer about to be stored says of itself. */
export interface AnswerFacts {
  /** The article it shows, so that a hit still counts a view. */
  articleId: number | null;
  /** Where an article's API answer holds its view count. */
  views: ViewCountSlot | null;
  scope: AnswerScope;
}

export function answerFacts(
  request: FastifyRequest,
  miss: MissAnswer,
  status: number,
  body: Buffer,
  cache: PublicResponseCache,
  articleScopeOf: ArticleScopeOf,
): AnswerFacts {
  const answer = articleAnswerOf(miss, status, body);
  const articleId = articleIdOf(cache, miss, answer);
  const views = articleId !== null && miss.key.startsWith('/blog/api/') ? viewCountSlot(body) : null;
  return { articleId, views, scope: scopeOf(request, miss, status, answer, articleScopeOf) };
}

/** Set per request or per connection by Node and Fastify, never replayed. */
const PER_REQUEST_HEADERS = new Set([
  'date',
  'server-timing',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'set-cookie',
  'vary',
  'x-request-id',
]);

/** The headers replayed with the content: helmet's are the same for every request, so they are kept. */
export function contentHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !PER_REQUEST_HEADERS.has(name) && !name.startsWith('access-control-'))
      headers[name] = String(value);
  }
  return headers;
}

const VIEWS_FIELD = Buffer.from('"views":');

/** The first `"views":N` of an article answer is the article's own (suggestions come after it). */
export function viewCountSlot(body: Buffer): ViewCountSlot | null {
  const at = body.indexOf(VIEWS_FIELD);
  if (at < 0) return null;
  const start = at + VIEWS_FIELD.length;
  let end = start;
  while (end < body.length && body[end]! >= 0x30 && body[end]! <= 0x39) end += 1;
  if (end === start) return null;
  return { start, end, base: Number(body.subarray(start, end).toString('latin1')), hits: 0 };
}

/** An article's API answer, parsed (null for anything else). */
function articleAnswerOf(miss: MissAnswer, status: number, body: Buffer): unknown {
  if (miss.policy.articleSlug === undefined || !miss.key.startsWith('/blog/api/') || status !== 200) return null;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * The article an answer shows: read from the API answer itself, or, for the server-rendered page,
 * from the API answer the render just fetched for the same slug.
 */
function articleIdOf(cache: PublicResponseCache, miss: MissAnswer, answer: unknown): number | null {
  const slug = miss.policy.articleSlug;
  if (slug === undefined) return null;
  if (!miss.key.startsWith('/blog/api/')) return cache.articleIdOf(slug);
  const id = (answer as { article?: { id?: unknown } } | null)?.article?.id;
  if (typeof id !== 'number') return null;
  cache.rememberArticle(slug, id);
  return id;
}

/** Which changes drop this answer: said by the render for pages, read from the answer for the API. */
function scopeOf(
  request: FastifyRequest,
  miss: MissAnswer,
  status: number,
  answer: unknown,
  articleScopeOf: ArticleScopeOf,
): AnswerScope {
  if (miss.policy.immutable) return IMMUTABLE_SCOPE;
  const declared = declaredAnswerScope(request);
  if (declared) return declared;
  const slug = miss.policy.articleSlug;
  if (slug === undefined || !miss.key.startsWith('/blog/api/')) return GLOBAL_SCOPE;
  if (status === 404) return missingArticleScope(slug);
  return articleScopeOf(answer);
}
