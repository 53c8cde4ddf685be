import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { answerAheadOfFastify } from '../common/http/ahead-of-fastify';
import type { ObservedRequest } from '../logging/request-log';
import { publicCacheHits } from '../metrics/metrics';
import type { ArticleScopeOf } from './answer-facts';
import { cachePolicyFor, type CachePolicy, type SearchKeyOf } from './cacheable-routes';
import { replay } from './hit-replay';
import type { CachedResponse, PublicResponseCache } from './public-response-cache';

/**
 * Counts a view of a published article by the reader of `request` (batched, never a write per request;
 * the counter decides whether the reader's view counts: robots, one per reader and day). True when the
 * view was counted at once, so that the article's count shown in a cached answer moves with it.
 */
export interface ViewRecorder {
  record(articleId: number, request: IncomingMessage): boolean;
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
 * Sent by `npm run pages:prerender`: the page is rendered into the page store if it is not there, and
 * neither counts a view nor takes room in the memory cache.
 */
export const PRERENDER_HEADER = 'x-prerender';

export interface CacheLookup {
  readonly key: string;
  readonly policy: CachePolicy;
  readonly hit: CachedResponse | undefined;
}

export interface EarlyHitOptions {
  /** An instance that drains answers through Fastify, which asks each client to close its connection. */
  draining(): boolean;
  requestIdOf(request: IncomingMessage): string;
  observe(request: ObservedRequest): void;
}

/**
 * What answers from the public cache: finds a request's stored answer and writes it, from Fastify's
 * `onRequest` hook (`installPublicCache`) or, ahead of Fastify, from the HTTP server's request event.
 * A small cached answer spent most of its time in Fastify (routing, request and reply objects, a dozen
 * hooks that have nothing to do for a hit); served from the request event, it costs about what a bare
 * `node:http` server does plus its metrics and log line.
 */
export class CacheFront {
  /**
   * The route template of each entry served through Fastify, which knows it: an entry is served ahead
   * of Fastify only once known, so that its metrics and log lines name the same route either way.
   */
  private readonly routes = new WeakMap<CachedResponse, string>();
  /** What the request event found for a request it handed on to Fastify, so that the hook does not look again. */
  private readonly handedOn = new WeakMap<IncomingMessage, { found: CacheLookup; generation: number }>();

  constructor(
    readonly cache: PublicResponseCache,
    readonly options: PublicCacheOptions,
    readonly viewCounter: ViewRecorder,
  ) {}

  /** The policy, key and stored answer for a request, or null when it is not for the shared cache. */
  lookUp(method: string, url: string, headers: IncomingHttpHeaders): CacheLookup | null {
    if (method !== 'GET' || headers.authorization !== undefined || !this.cache.enabled) return null;
    if (this.options.bypassCrossOrigin && headers.origin !== undefined) return null;
    const policy = cachePolicyFor(url, this.options.searchKeyOf);
    if (!policy) return null;
    const key = policy.key ?? url;
    return { key, policy, hit: this.cache.get(key) };
  }

  /**
   * `lookUp` for a request Fastify serves: what the request event found when it handed the request on,
   * unless content changed since; else a lookup of its own.
   */
  lookUpHandedOn(raw: IncomingMessage, method: string, url: string, headers: IncomingHttpHeaders): CacheLookup | null {
    const handed = this.handedOn.get(raw);
    if (handed === undefined) return this.lookUp(method, url, headers);
    this.handedOn.delete(raw);
    return handed.generation === this.cache.generation ? handed.found : this.lookUp(method, url, headers);
  }

  /** A page showing the recent articles must have them checked (and maybe spliced) before it is served. */
  needsSharedPart(hit: CachedResponse): boolean {
    return hit.scope.kind === 'article' && hit.scope.recent !== null && this.cache.shared !== null;
  }

  serve(req: IncomingMessage, res: ServerResponse, hit: CachedResponse, requestId: string, route: string | undefined): void {
    const prerender = req.headers[PRERENDER_HEADER] !== undefined;
    const counted = hit.articleId !== null && hit.status === 200 && !prerender && this.viewCounter.record(hit.articleId, req);
    if (route !== undefined && !prerender) this.routes.set(hit, route);
    publicCacheHits.inc();
    replay(req.headers, res, hit, requestId, counted);
  }

  /**
   * Serves from the server's request event the hits whose route is known; everything else (misses,
   * signed-in, cross-origin or prerender requests, pages whose shared part must be checked, a draining
   * instance) goes on to Fastify's own listener unchanged.
   */
  serveAheadOfFastify(server: Server, options: EarlyHitOptions): void {
    answerAheadOfFastify(server, (req, res) => this.serveEarly(req, res, performance.now(), options));
  }

  private serveEarly(req: IncomingMessage, res: ServerResponse, started: number, options: EarlyHitOptions): boolean {
    const found = this.lookUp(req.method ?? '', req.url ?? '', req.headers);
    const hit = found?.hit;
    const route = hit && this.routes.get(hit);
    if (
      !hit ||
      route === undefined ||
      this.needsSharedPart(hit) ||
      req.headers[PRERENDER_HEADER] !== undefined ||
      options.draining()
    ) {
      // Only a URL of the cache is worth keeping: for the rest (writes, signed-in reads) looking again costs less.
      if (found) this.handedOn.set(req, { found, generation: this.cache.generation });
      return false;
    }
    const id = options.requestIdOf(req);
    this.serve(req, res, hit, id, route);
    options.observe({ id, method: 'GET', route, url: req.url!, status: res.statusCode, ms: performance.now() - started });
    return true;
  }
}
