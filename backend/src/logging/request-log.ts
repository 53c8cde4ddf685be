import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import { requestContext } from './request-context';
import { observeRequest } from '../metrics/metrics';
import { scrubUrl } from './logger';

/**
 * Sends the request's id back (`X-Request-Id`) and runs the rest of the request with it at hand, so that
 * the jobs it adds carry it. Registered after the public cache: a page served from memory adds no job and
 * gets the header from the cache's replay.
 */
export function installRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    void reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
}

/**
 * Every answered request is counted in the metrics (route template, status class, duration) and, with
 * JSON logs, written as one line: method, route template, status, duration, request id and the signed-in
 * user's id.
 */
export function installRequestObservation(fastify: FastifyInstance, logger: PinoLogger | null): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    if (!logger) return done();
    const user = (request as { user?: { id?: number } }).user;
    logger.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url,
        url: scrubUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: user?.id,
      },
      'requête',
    );
    done();
  });
}
