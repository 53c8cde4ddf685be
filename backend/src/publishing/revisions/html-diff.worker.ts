import { parentPort } from 'node:worker_threads';
import { diffHtml } from './html-diff';

/** The thread that compares article versions, so that a long comparison never holds the API's event loop. */
export interface DiffRequest {
  id: number;
  before: string;
  after: string;
}

export interface DiffReply {
  id: number;
  html?: string;
  error?: string;
}

parentPort?.on('message', (request: DiffRequest) => {
  let reply: DiffReply;
  try {
    reply = { id: request.id, html: diffHtml(request.before, request.after) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
