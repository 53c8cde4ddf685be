import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a middleware that sets the same ones on every answer (helmet's) writes, read once from a
 * response that is never sent: an answer written ahead of Fastify carries them without running it again.
 */
export function headersSetBy(middleware: Middleware): OutgoingHttpHeaders {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let done = false;
  middleware(req, res, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error("Le middleware des en-têtes n'a pas répondu tout de suite");
  return res.getHeaders();
}
