import type { FastifyInstance } from 'fastify';

/**
 * On shutdown Fastify stops accepting, closes idle keep-alive connections and waits for the requests in
 * flight. A connection whose request finishes after that moment would stay open for the whole
 * keep-alive timeout (65 s) and hold the exit: once closing, every answer asks the client to close it.
 */
export function closeConnectionsOnShutdown(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
