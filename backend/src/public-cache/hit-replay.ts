import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse, ContentCoding } from './public-response-cache';

/** Written straight to the socket: nothing else in Fastify's lifecycle has work to do for a hit (helmet's headers are in the entry). */
export function replay(request: FastifyRequest, reply: FastifyReply, hit: CachedResponse): void {
  reply.hijack();
  const headers: Record<string, string | number> = { ...hit.headers, 'x-request-id': request.id };
  if (hit.views) {
    // The article's count moves with each view, as an uncached answer's would, and the ETag with it
    // (so a 304 never applies: the reader's copy is always one view behind).
    const slot = hit.views;
    slot.hits += 1;
    const count = String(slot.base + slot.hits);
    const body = Buffer.concat([hit.body.subarray(0, slot.start), Buffer.from(count), hit.body.subarray(slot.end)]);
    headers.etag = `${hit.etag.slice(0, -1)}-${count}"`;
    headers['content-length'] = body.length;
    reply.raw.writeHead(hit.status, headers);
    reply.raw.end(body);
    return;
  }
  const coding = codingFor(request, hit);
  const body = coding ? hit.encoded[coding]! : hit.body;
  Object.assign(headers, encodingHeaders(hit, coding));
  const tags = request.headers['if-none-match'];
  if (tags !== undefined && tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers.etag)) {
    delete headers['content-type'];
    delete headers['content-encoding'];
    reply.raw.writeHead(304, headers);
    reply.raw.end();
    return;
  }
  headers['content-length'] = body.length;
  reply.raw.writeHead(hit.status, headers);
  reply.raw.end(body);
}

const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** Each representation has its own validator, so that no cache mixes them up. */
export function encodingHeaders(entry: CachedResponse, coding: ContentCoding | null): Record<string, string> {
  if (!entry.encoded.gzip) return { etag: entry.etag };
  if (!coding) return { etag: entry.etag, vary: 'accept-encoding' };
  return { etag: `${entry.etag.slice(0, -1)}-${coding}"`, vary: 'accept-encoding', 'content-encoding': coding };
}

export function codingFor(request: FastifyRequest, hit: CachedResponse): ContentCoding | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || !hit.encoded.gzip) return null;
  return negotiate(accepted, CODINGS) as ContentCoding | null;
}
