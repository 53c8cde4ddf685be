import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  type AnswerScope,
  articleAnswerScope,
  declaredAnswerScope,
  GLOBAL_SCOPE,
  IMMUTABLE_SCOPE,
  missingArticleScope,
} from './answer-scope';
import { cachePolicyFor, type CachePolicy } from './cacheable-routes';
import { MissFlights } from './miss-flights';
import type { PageStore, StoredPage } from './page-store';
import type { CachedResponse, ContentCoding, PublicResponseCache, SharedPart, ViewCountSlot } from './public-response-cache';
import { publicCacheHits, publicCacheMisses } from '../metrics/metrics';

/** Counts a view of a published article (batched, never a write per request). */
export interface ViewRecorder {
  record(articleId: number): void;
  unrecord(articleId: number): void;
}

/**
 * Sent by `npm run pages:prerender`: the page is rendered into the page store if it is not there, and
 * neither counts a view nor takes room in the memory cache.
 */
export const PRERENDER_HEADER = 'x-prerender';

interface Pending {
  key: string;
  generation: number;
  policy: CachePolicy;
  /** This request computes the answer others of the same URL wait for. */
  leads: boolean;
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

export interface PublicCacheOptions {
  /** With CORS on, answers to cross-origin requests carry per-origin headers: those go uncached. */
  bypassCrossOrigin: boolean;
}

/**
 * Serves public GET answers from memory in an `onRequest` hook, before routing to Nest (guards,
 * pipes, controllers, rendering), and stores them from `onSend`. Requests that carry credentials
 * are neither served from nor stored in the cache: previews and signed-in reads stay exact. Misses of
 * one URL at the same time are computed once (`MissFlights`).
 */
export function installPublicCache(
  fastify: FastifyInstance,
  cache: PublicResponseCache,
  viewCounter: ViewRecorder,
  options: PublicCacheOptions,
  store: PageStore | null = null,
): void {
  const pending = new WeakMap<FastifyRequest, Pending>();
  const flights = new MissFlights();
  const readOnce = new RecentKeys(READ_ONCE_REMEMBERED);
  const settle = (miss: Pending) => {
    if (miss.leads) flights.settle(miss.key, miss.generation);
  };
  const serve = (request: FastifyRequest, reply: FastifyReply, hit: CachedResponse) => {
    if (hit.articleId !== null && hit.status === 200 && !prerendering(request)) viewCounter.record(hit.articleId);
    publicCacheHits.inc();
    replay(request, reply, hit);
  };

  const miss = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    policy: CachePolicy,
    done: HookHandlerDoneFunction,
  ) => {
    publicCacheMisses.inc();
    const generation = cache.generation;
    const wait = flights.join(key, generation);
    if (!wait) {
      const lead = () => {
        pending.set(request, { key, generation, policy, leads: true });
        done();
      };
      if (!store?.stores(key)) return lead();
      // The first request looks in the page store; the others of the same URL wait for it either way.
      void store.get(key).then(async (read) => {
        let answer: CachedResponse | null = null;
        try {
          answer = read ? await fromStore(key, read.page, generation, prerendering(request)) : null;
        } catch {
          answer = null;
        }
        if (!answer) {
          read?.release();
          return lead();
        }
        // The page as read is written from the read's buffer, given back once the answer is out.
        if (answer.body === read!.page.body) reply.raw.once('close', read!.release);
        else read!.release();
        serve(request, reply, answer);
        flights.settle(key, generation);
        done();
      }, lead);
      return;
    }
    // Another request is computing this answer: served from the cache once it is stored, else computed
    // here too (not cacheable, content changed meanwhile, or the other request failed).
    void wait.then(() => {
      const stored = cache.get(key);
      if (stored) {
        serve(request, reply, stored);
        return done();
      }
      pending.set(request, { key, generation, policy, leads: false });
      done();
    });
  };
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || !cache.enabled) return done();
    if (options.bypassCrossOrigin && request.headers.origin !== undefined) return done();
    const policy = cachePolicyFor(request.url);
    if (!policy) return done();
    const key = policy.key ?? request.url;
    const hit = cache.get(key);
    const shared = cache.shared;
    if (hit && (hit.scope.kind !== 'article' || hit.scope.recent === null || !shared)) {
      serve(request, reply, hit);
      return done();
    }
    if (!hit || !shared) return miss(request, reply, key, policy, done);
    // A page showing the part many pages share (the recent articles): served as stored while that part
    // has not changed, else with the new part spliced in, else rendered again.
    void shared.current().then((part) => {
      const fresh = part && hit.scope.kind === 'article' && hit.scope.recent !== part.version ? spliced(key, hit, part) : hit;
      if (part && fresh) {
        serve(request, reply, fresh);
        return done();
      }
      cache.drop(key);
      miss(request, reply, key, policy, done);
    });
  });

  /** A stored page, with the current recent articles spliced in (and written back) when they changed. */
  const fromStore = async (
    key: string,
    page: StoredPage,
    generation: number,
    prerender: boolean,
  ): Promise<CachedResponse | null> => {
    const asIs: CachedResponse = { ...page, expiresAt: Infinity, views: null, bytes: 0 };
    const shared = cache.shared;
    if (page.scope.kind === 'article' && page.scope.recent !== null && shared) {
      const part = await shared.current();
      if (!part) return null;
      if (part.version !== page.scope.recent) {
        const body = shared.splice(asIs, part);
        if (!body) return null;
        const answer = {
          status: page.status,
          body,
          headers: page.headers,
          ttlMs: Infinity,
          articleId: page.articleId,
          scope: { ...page.scope, recent: part.version },
        };
        const refreshed = prerender ? cache.prepare(part.generation, answer) : cache.set(key, part.generation, answer);
        if (refreshed) store?.put(key, refreshed);
        return refreshed;
      }
    }
    // Kept in memory only when read from disk a second time, or by readers waiting for this one: a
    // crawler's one-off pages would cost more to keep (memory, evictions, collections) than they save.
    if (prerender || (!readOnce.seen(key) && !flights.awaited(key, generation))) return asIs;
    return cache.adopt(key, generation, page) ?? asIs;
  };

  const spliced = (key: string, hit: CachedResponse, part: SharedPart): CachedResponse | null => {
    const body = cache.shared?.splice(hit, part);
    if (!body || hit.scope.kind !== 'article') return null;
    const replaced = cache.replace(key, hit, body, { ...hit.scope, recent: part.version }, part.generation);
    if (replaced && store?.stores(key)) store.put(key, replaced);
    return replaced;
  };

  // The leader's flight ends with its answer, whatever it is; these cover the answers onSend never sees.
  fastify.addHook('onResponse', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const miss = pending.get(request);
    if (miss) settle(miss);
    done();
  });
  fastify.addHook('onRequestAbort', (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const miss = pending.get(request);
    if (miss) settle(miss);
    done();
  });

  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
      const miss = pending.get(request);
      if (!miss) return done(null, payload);
      pending.delete(request);
      const sent = (value: unknown) => {
        settle(miss);
        done(null, value);
      };
      const ttlMs = miss.policy.ttlByStatus.get(reply.statusCode);
      const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
      if (ttlMs === undefined || body === null) return sent(payload);
      if (miss.policy.cacheControl) reply.header('cache-control', miss.policy.cacheControl);
      // Helmet's headers are the same for every request, so they are replayed with the content.
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_REQUEST_HEADERS.has(name) && !name.startsWith('access-control-'))
          headers[name] = String(value);
      }
      const answer = articleAnswerOf(miss, reply.statusCode, body);
      const articleId = articleIdOf(cache, miss, answer);
      const views = articleId !== null && miss.key.startsWith('/blog/api/') ? viewCountSlot(body) : null;
      const scope = scopeOf(request, miss, reply.statusCode, answer);
      const prerender = prerendering(request);
      // The render read the article through the API, which counted a view nobody made.
      if (prerender && articleId !== null && reply.statusCode === 200) viewCounter.unrecord(articleId);
      const storeRequest = { status: reply.statusCode, body, headers, ttlMs, articleId, views, scope };
      const stored = prerender
        ? cache.prepare(miss.generation, storeRequest)
        : cache.set(miss.key, miss.generation, storeRequest);
      // Encoded once: an answer that is not kept goes out as the bytes made to try.
      if (!stored) return sent(body);
      if (stored.status === 200 && scope.kind !== 'immutable' && store?.stores(miss.key)) store.put(miss.key, stored);
      // The first answer goes out as the hits after it will: same encoding, same validator.
      const coding = codingFor(request, stored);
      reply.headers(encodingHeaders(stored, coding));
      sent(coding ? stored.encoded[coding] : payload);
    },
  );
}

/** Pages read from disk that are remembered, to keep in memory those read again. */
const READ_ONCE_REMEMBERED = 8192;

/** The last keys seen, in a bounded set: `seen` says whether a key was there already, and remembers it. */
export class RecentKeys {
  private current = new Set<string>();
  private previous = new Set<string>();

  constructor(private readonly capacity: number) {}

  seen(key: string): boolean {
    if (this.current.has(key) || this.previous.has(key)) return true;
    // Two generations: the older half is forgotten at once when the newer one is full.
    if (this.current.size >= this.capacity / 2) {
      this.previous = this.current;
      this.current = new Set();
    }
    this.current.add(key);
    return false;
  }
}

function prerendering(request: FastifyRequest): boolean {
  return request.headers[PRERENDER_HEADER] !== undefined;
}

/** Written straight to the socket: nothing else in Fastify's lifecycle has work to do for a hit (helmet's headers are in the entry). */
function replay(request: FastifyRequest, reply: FastifyReply, hit: CachedResponse): void {
  reply.hijack();
  const headers: Record<string, string | number> = { ...hit.headers, 'x-request-id': request.id };
  if (hit.views) {
    // The article's count moves with each view, as an uncached answer's would, and the ETag with it
    // (so a 304 never applies: the reader's copy is always one view behind).
    const slot = hit.views;
    slot.hits += 1;
    const count = String(slot.base + slot.hits);
    const body = Buffer.concat([hit.body.subarray(0, slot.start), Buffer.from(count), hit.body.subarray(slot.end)]);
    headers.etag = `${hit.etag.slice(0, -1)}-${count}"`;
    headers['content-length'] = body.length;
    reply.raw.writeHead(hit.status, headers);
    reply.raw.end(body);
    return;
  }
  const coding = codingFor(request, hit);
  const body = coding ? hit.encoded[coding]! : hit.body;
  Object.assign(headers, encodingHeaders(hit, coding));
  const tags = request.headers['if-none-match'];
  if (tags !== undefined && tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers.etag)) {
    delete headers['content-type'];
    delete headers['content-encoding'];
    reply.raw.writeHead(304, headers);
    reply.raw.end();
    return;
  }
  headers['content-length'] = body.length;
  reply.raw.writeHead(hit.status, headers);
  reply.raw.end(body);
}

const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** Each representation has its own validator, so that no cache mixes them up. */
function encodingHeaders(entry: CachedResponse, coding: ContentCoding | null): Record<string, string> {
  if (!entry.encoded.gzip) return { etag: entry.etag };
  if (!coding) return { etag: entry.etag, vary: 'accept-encoding' };
  return { etag: `${entry.etag.slice(0, -1)}-${coding}"`, vary: 'accept-encoding', 'content-encoding': coding };
}

function codingFor(request: FastifyRequest, hit: CachedResponse): ContentCoding | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || !hit.encoded.gzip) return null;
  return negotiate(accepted, CODINGS) as ContentCoding | null;
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
function articleAnswerOf(miss: Pending, status: number, body: Buffer): unknown {
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
function articleIdOf(cache: PublicResponseCache, miss: Pending, answer: unknown): number | null {
  const slug = miss.policy.articleSlug;
  if (slug === undefined) return null;
  if (!miss.key.startsWith('/blog/api/')) return cache.articleIdOf(slug);
  const id = (answer as { article?: { id?: unknown } } | null)?.article?.id;
  if (typeof id !== 'number') return null;
  cache.rememberArticle(slug, id);
  return id;
}

/** Which changes drop this answer: said by the render for pages, read from the answer for the API. */
function scopeOf(request: FastifyRequest, miss: Pending, status: number, answer: unknown): AnswerScope {
  if (miss.policy.immutable) return IMMUTABLE_SCOPE;
  const declared = declaredAnswerScope(request);
  if (declared) return declared;
  const slug = miss.policy.articleSlug;
  if (slug === undefined || !miss.key.startsWith('/blog/api/')) return GLOBAL_SCOPE;
  if (status === 404) return missingArticleScope(slug);
  return articleAnswerScope(answer);
}
