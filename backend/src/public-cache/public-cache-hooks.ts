import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { publicCacheMisses } from '../metrics/metrics';
import { answerFacts, contentHeaders, type MissAnswer } from './answer-facts';
import { type CacheFront, PRERENDER_HEADER } from './cache-front';
import type { CachePolicy } from './cacheable-routes';
import { codingFor, encodingHeaders } from './hit-replay';
import { MissFlights } from './miss-flights';
import type { PageStore } from './page-store';
import type { CachedResponse } from './public-response-cache';
import { ReusedAnswers } from './reused-answers';

interface Pending extends MissAnswer {
  readonly generation: number;
  /** This request computes the answer others of the same URL wait for. */
  readonly leads: boolean;
}

/**
 * Serves public GET answers from memory in an `onRequest` hook, before routing to Nest (guards,
 * pipes, controllers, rendering), and stores them from `onSend`; once served here, a hit is served
 * ahead of Fastify (`CacheFront.serveAheadOfFastify`). Requests that carry credentials
 * are neither served from nor stored in the cache: previews and signed-in reads stay exact. Misses of
 * one URL at the same time are computed once (`MissFlights`).
 */
export function installPublicCache(fastify: FastifyInstance, front: CacheFront, store: PageStore | null = null): void {
  const { cache, options } = front;
  const pending = new WeakMap<FastifyRequest, Pending>();
  const flights = new MissFlights();
  const reused = new ReusedAnswers(cache, store, flights);
  const settle = (miss: Pending) => {
    if (miss.leads) flights.settle(miss.key, miss.generation);
  };
  const serve = (request: FastifyRequest, reply: FastifyReply, hit: CachedResponse) => {
    reply.hijack();
    front.serve(request.raw, reply.raw, hit, request.id, request.routeOptions.url);
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
    const found = front.lookUpHandedOn(request.raw, request.method, request.url, request.headers);
    if (!found) return done();
    const { key, policy, hit } = found;
    if (hit && !front.needsSharedPart(hit)) {
      serve(request, reply, hit);
      return done();
    }
    if (!hit) return miss(request, reply, key, policy, done);
    // A page showing the part many pages share (the recent articles): served as stored while that part
    // has not changed, else with the new part spliced in, else rendered again.
    void cache.shared!.current().then((part) => {
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
      // A prerender's render counted no view: the counter knows the request's header.
      const prerender = prerendering(request);
      const storeRequest = { status: reply.statusCode, body, headers, ttlMs, articleId, views, scope };
      const stored = prerender
        ? cache.prepare(miss.generation, storeRequest)
        : cache.set(miss.key, miss.generation, storeRequest);
      // Encoded once: an answer that is not kept goes out as the bytes made to try.
      if (!stored) return sent(body);
      if (stored.status === 200 && scope.kind !== 'immutable' && store?.stores(miss.key)) store.put(miss.key, stored);
      // The first answer goes out as the hits after it will: same encoding, same validator.
      const coding = codingFor(request.headers['accept-encoding'], stored);
      reply.headers(encodingHeaders(stored, coding));
      sent(coding ? stored.encoded[coding] : payload);
    },
  );
}

function prerendering(request: FastifyRequest): boolean {
  return request.headers[PRERENDER_HEADER] !== undefined;
}
