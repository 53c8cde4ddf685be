import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Takes a request ahead of Fastify: true when it answers it (now, or later, maybe by handing it on to
 * `fastify` itself), false to leave it to Fastify at once.
 */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse, fastify: RequestListener) => boolean;

/**
 * Puts `answer` before Fastify's listener on the HTTP server's request event. A few answers (a cached
 * page, an order link's redirect) cost less than Fastify's routing, request and reply objects and its
 * hooks; everything they do not take goes on to Fastify unchanged. Each call wraps the listener in
 * place, so the last one installed looks first.
 */
export function answerAheadOfFastify(server: Server, answer: EarlyAnswer): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`Un seul gestionnaire de requêtes attendu, ${listeners.length} trouvés`);
  const next = listeners[0]!;
  server.removeListener('request', next);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let taken = false;
    try {
      taken = answer(req, res, next);
    } catch (error) {
      // Thrown here, an error would end the process: Fastify answers instead, unless the answer had begun.
      if (res.writableEnded) return;
      if (res.headersSent) return void res.destroy(error as Error);
    }
    if (!taken) next(req, res);
  });
}
