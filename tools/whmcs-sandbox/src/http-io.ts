/** Small helpers over node:http for reading bodies and writing answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonValue } from './types';

/** Far above any api.php form; stops a runaway client from filling memory. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The whole body, or null when it exceeds the limit (the caller answers 413). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Skips silently when the client already went away: nothing useful can be done then. */
function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: JsonValue): void {
  send(res, status, 'application/json', JSON.stringify(body));
}

export function sendText(res: ServerResponse, status: number, body: string): void {
  send(res, status, 'text/plain; charset=utf-8', body);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  send(res, status, 'text/html; charset=utf-8', html);
}

/** The caller's IP without the IPv4-mapped IPv6 prefix, so `127.0.0.1` matches an allow-list entry. */
export function remoteIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
