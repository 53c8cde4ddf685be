import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type ParsedUrlQuery, parse as parseQuery } from 'node:querystring';
import { answerAheadOfFastify, type RequestListener } from '../common/http/ahead-of-fastify';
import { readerOf } from '../common/http/readers';
import type { ObservedRequest } from '../logging/request-log';
import { GO_OFFER_ROUTE } from './go-offer.controller';
import type { OrderLinks } from './order-links';

/** The route's template, as Fastify names it in the metrics and log lines. */
const ROUTE = `/${GO_OFFER_ROUTE.controller}/${GO_OFFER_ROUTE.path}`;
/** A plan id as `ParseIntPipe` reads it without surprise; anything else goes to Fastify (its 400 or 404). */
const ORDER_LINK = /^\/blog\/go\/offre\/([1-9]\d{0,8})\/?(?:\?(.*))?$/s;

export interface GoOfferFrontOptions {
  /** A draining instance answers through Fastify, which asks each client to close its connection. */
  draining(): boolean;
  requestIdOf(request: IncomingMessage): string;
  observe(request: ObservedRequest): void;
  trustProxy: boolean;
  /** The headers every answer carries (helmet's), computed once. */
  headers: OutgoingHttpHeaders;
}

/** A query parameter given once, as Fastify passes it to the controller (given twice, it is an array there). */
function single(query: ParsedUrlQuery, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Follows order links (`/blog/go/offre/…`) from the HTTP server's request event, ahead of Fastify: the
 * same `OrderLinks` as the controller (same click counting, same destinations), without Fastify's
 * routing and hooks around a 302. A plan that is not sold, an error or a draining instance goes on to
 * Fastify, whose controller answers it (the French 404, the error envelope, `Connection: close`).
 */
export class GoOfferFront {
  /** The headers every answer carries, as the flat list `writeHead` takes. */
  private readonly headers: readonly string[];

  constructor(
    private readonly links: OrderLinks,
    private readonly options: GoOfferFrontOptions,
  ) {
    this.headers = Object.entries(options.headers).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).flatMap((one) => (one === undefined ? [] : [name, String(one)])),
    );
  }

  answerAheadOfFastify(server: Server): void {
    answerAheadOfFastify(server, (req, res, fastify) => this.answer(req, res, fastify));
  }

  private answer(req: IncomingMessage, res: ServerResponse, fastify: RequestListener): boolean {
    if (req.method !== 'GET') return false;
    const link = ORDER_LINK.exec(req.url ?? '');
    if (!link || this.options.draining()) return false;
    const started = performance.now();
    const query = parseQuery(link[2] ?? '');
    const reader = readerOf(req, this.options.trustProxy);
    this.links.destination(Number(link[1]), single(query, 'a'), single(query, 'c'), reader).then(
      (url) => {
        if (url === null) return fastify(req, res);
        const id = this.options.requestIdOf(req);
        res.writeHead(302, [...this.headers, 'x-request-id', id, 'location', url, 'content-length', '0']);
        res.end();
        this.options.observe({ id, method: 'GET', route: ROUTE, url: req.url!, status: 302, ms: performance.now() - started });
      },
      () => fastify(req, res),
    );
    return true;
  }
}
