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

/** What the hooks of one Fastify instance share. */
interface CacheHooks {
  readonly front: CacheFront;
  readonly store: PageStore | null;
  readonly pending: WeakMap<FastifyRequest, Pending>;
  readonly flights: MissFlights;
  readonly reused: ReusedAnswers;
}

/** A request the cache may answer, with its key and policy, still held in its `onRequest` hook. */
interface Lookup {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly key: string;
  readonly policy: CachePolicy;
  readonly done: HookHandlerDoneFunction;
}

/**
 * Serves public GET answers from memory in an `onRequest` hook, before routing to Nest (guards,
 * pipes, controllers, rendering), and stores them from `onSend`; once served here, a hit is served
 * ahead of Fastify (`CacheFront.serveAheadOfFastify`). Requests that carry credentials
 * are neither served from nor stored in the cache: previews and signed-in reads stay exact. Misses of
 * one URL at the same time are computed once (`MissFlights`).
 */
export function installPublicCache(fastify: FastifyInstance, front: CacheFront, store: PageStore | null = null): void {
  const flights = new MissFlights();
  const hooks: CacheHooks = {
    front,
    store,
    pending: new WeakMap<FastifyRequest, Pending>(),
    flights,
    reused: new ReusedAnswers(front.cache, store, flights),
  };
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    lookUp(hooks, request, reply, done);
  });

  // The leader's flight ends with its answer, whatever it is; these cover the answers onSend never sees.
  fastify.addHook('onResponse', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    settlePending(hooks, request);
    done();
  });
  fastify.addHook('onRequestAbort', (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    settlePending(hooks, request);
    done();
  });

  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
      storeAnswer(hooks, request, reply, payload, done);
    },
  );
}

function lookUp(hooks: CacheHooks, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const { front, reused } = hooks;
  const found = front.lookUpHandedOn(request.raw, request.method, request.url, request.headers);
  if (!found) return done();
  const { key, policy, hit } = found;
  if (hit && !front.needsSharedPart(hit)) {
    serve(front, request, reply, hit);
    return done();
  }
  const lookup: Lookup = { request, reply, key, policy, done };
  if (!hit) return miss(hooks, lookup);
  // A page showing the part many pages share (the recent articles): served as stored while that part
  // has not changed, else with the new part spliced in, else rendered again.
  void front.cache.shared!.current().then((part) => {
    const fresh =
      part && hit.scope.kind === 'article' && hit.scope.recent !== part.version ? reused.spliced(key, hit, part) : hit;
    if (part && fresh) {
      serve(front, request, reply, fresh);
      return done();
    }
    front.cache.drop(key);
    miss(hooks, lookup);
  });
}

function miss(hooks: CacheHooks, lookup: Lookup): void {
  publicCacheMisses.inc();
  const generation = hooks.front.cache.generation;
  const wait = hooks.flights.join(lookup.key, generation);
  if (wait) followMiss(hooks, lookup, generation, wait);
  else leadMiss(hooks, lookup, generation);
}

/** This request computes the answer, unless the page store has it. */
function leadMiss(hooks: CacheHooks, lookup: Lookup, generation: number): void {
  const { front, store, pending, flights, reused } = hooks;
  const { request, reply, key, policy, done } = lookup;
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
    serve(front, request, reply, answer);
    flights.settle(key, generation);
    done();
  }, lead);
}

/**
 * Another request is computing this answer: served from the cache once it is stored, else computed
 * here too (not cacheable, content changed meanwhile, or the other request failed).
 */
function followMiss(hooks: CacheHooks, lookup: Lookup, generation: number, wait: Promise<void>): void {
  const { request, reply, key, policy, done } = lookup;
  void wait.then(() => {
    const stored = hooks.front.cache.get(key);
    if (stored) {
      serve(hooks.front, request, reply, stored);
      return done();
    }
    hooks.pending.set(request, { key, generation, policy, leads: false });
    done();
  });
}

/** From `onSend`: stores the answer to a miss when its policy keeps it, and sends it as the hits after it will go. */
function storeAnswer(
  hooks: CacheHooks,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, value: unknown) => void,
): void {
  const { front, store, pending, flights } = hooks;
  const { cache, options } = front;
  const miss = pending.get(request);
  if (!miss) return done(null, payload);
  pending.delete(request);
  const sent = (value: unknown) => {
    settle(flights, miss);
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
  const stored = prerender ? cache.prepare(miss.generation, storeRequest) : cache.set(miss.key, miss.generation, storeRequest);
  // Encoded once: an answer that is not kept goes out as the bytes made to try.
  if (!stored) return sent(body);
  if (stored.status === 200 && scope.kind !== 'immutable' && store?.stores(miss.key)) store.put(miss.key, stored);
  // The first answer goes out as the hits after it will: same encoding, same validator.
  const coding = codingFor(request.headers['accept-encoding'], stored);
  reply.headers(encodingHeaders(stored, coding));
  sent(coding ? stored.encoded[coding] : payload);
}

function settlePending(hooks: CacheHooks, request: FastifyRequest): void {
  const miss = hooks.pending.get(request);
  if (miss) settle(hooks.flights, miss);
}

function settle(flights: MissFlights, miss: Pending): void {
  if (miss.leads) flights.settle(miss.key, miss.generation);
}

function serve(front: CacheFront, request: FastifyRequest, reply: FastifyReply, hit: CachedResponse): void {
  reply.hijack();
  front.serve(request.raw, reply.raw, hit, request.id, request.routeOptions.url);
}

function prerendering(request: FastifyRequest): boolean {
  return request.headers[PRERENDER_HEADER] !== undefined;
}
