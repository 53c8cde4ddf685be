import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

interface RequestContext {
  requestId: string;
  /** The request itself: who reads, for the view counter (`articles/daily-readers.ts`). */
  request?: IncomingMessage;
}

/** The request a piece of work was caused by, so that the jobs it adds carry its id (job data `requestId`). */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** The HTTP request being answered, if any. */
export function currentRequest(): IncomingMessage | undefined {
  return requestContext.getStore()?.request;
}

/** An incoming `X-Request-Id` is kept when it is short and plain (a load balancer's or a client's); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the caller's id when sane, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
