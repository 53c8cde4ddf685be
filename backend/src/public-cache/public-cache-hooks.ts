import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { publicCacheHits, publicCacheMisses } from '../metrics/metrics';
import { answerFacts, type ArticleScopeOf, contentHeaders, type MissAnswer } from './answer-facts';
import { cachePolicyFor, type CachePolicy, type SearchKeyOf } from './cacheable-routes';
import { codingFor, encodingHeaders, replay } from './hit-replay';
import { MissFlights } from './miss-flights';
import type { PageStore } from './page-store';
import type { CachedResponse, PublicResponseCache } from './public-response-cache';
import { ReusedAnswers } from './reused-answers';

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

interface Pending extends MissAnswer {
  readonly generation: number;
  /** This request computes the answer others of the same URL wait for. */
  readonly leads: boolean;
}

export interface PublicCacheOptions {
  /** With CORS on, answers to cross-origin requests carry per-origin headers: those go uncached. */
  bypassCrossOrigin: boolean;
  /** The key of a search URL (its normalized query): the search module's, which the cache does not import. */
  searchKeyOf: SearchKeyOf;
  /** The scope of an article's API answer: the articles module's, which the cache does not import. */
  articleScopeOf: ArticleScopeOf;
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
  const reused = new ReusedAnswers(cache, store, flights);
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
          answer = read ? await reused.fromStore(key, read.page, generation, prerendering(request)) : null;
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
    const policy = cachePolicyFor(request.url, options.searchKeyOf);
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
      const fresh =
        part && hit.scope.kind === 'article' && hit.scope.recent !== part.version ? reused.spliced(key, hit, part) : hit;
      if (part && fresh) {
        serve(request, reply, fresh);
        return done();
      }
      cache.drop(key);
      miss(request, reply, key, policy, done);
    });
  });

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
      const headers = contentHeaders(reply);
      const { articleId, views, scope } = answerFacts(request, miss, reply.statusCode, body, cache, options.articleScopeOf);
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

function prerendering(request: FastifyRequest): boolean {
  return request.headers[PRERENDER_HEADER] !== undefined;
}
