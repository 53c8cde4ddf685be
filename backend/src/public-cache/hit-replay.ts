import { negotiate } from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { CachedResponse, ContentCoding } from './public-response-cache';

/**
 * Writes a stored answer straight to the socket, with the request's id: nothing else in Fastify's
 * lifecycle has work to do for a hit (helmet's headers are in the entry).
 */
export function replay(
  headers: IncomingHttpHeaders,
  res: ServerResponse,
  hit: CachedResponse,
  requestId: string,
  counted = false,
): void {
  if (hit.views) return replayWithViews(res, hit, requestId, counted);
  const coding = codingFor(headers['accept-encoding'], hit);
  const tags = headers['if-none-match'];
  if (tags !== undefined && matches(tags, coding ? encodingHeaders(hit, coding).etag : hit.etag)) {
    const answer: Record<string, string> = Object.assign({}, hit.headers, encodingHeaders(hit, coding), {
      'x-request-id': requestId,
    });
    delete answer['content-type'];
    delete answer['content-encoding'];
    res.writeHead(304, answer);
    res.end();
    return;
  }
  const list = headerList(hit, coding).slice();
  list.push('x-request-id', requestId);
  res.writeHead(hit.status, list);
  res.end(coding ? hit.encoded[coding]! : hit.body);
}

/**
 * An article's API answer: its view count moves with each view counted (`counted`: a reload or a robot
 * adds none), as an uncached answer's would, and the ETag with it (so a 304 never applies: the reader's
 * copy is always one view behind).
 */
function replayWithViews(res: ServerResponse, hit: CachedResponse, requestId: string, counted: boolean): void {
  const slot = hit.views!;
  if (counted) slot.hits += 1;
  const count = String(slot.base + slot.hits);
  const body = Buffer.concat([hit.body.subarray(0, slot.start), Buffer.from(count), hit.body.subarray(slot.end)]);
  res.writeHead(
    hit.status,
    Object.assign({}, hit.headers, {
      etag: `${hit.etag.slice(0, -1)}-${count}"`,
      'content-length': body.length,
      'x-request-id': requestId,
    }),
  );
  res.end(body);
}

function matches(tags: string, etag: string): boolean {
  return tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type Representation = ContentCoding | 'identity';

/**
 * The headers of each representation of an entry, as the flat name/value list `writeHead` takes, made
 * on its first hit: building and checking an object of some fifteen headers on every hit cost a small
 * answer about a tenth of its throughput.
 */
const headerLists = new WeakMap<CachedResponse, Partial<Record<Representation, readonly string[]>>>();

function headerList(hit: CachedResponse, coding: ContentCoding | null): readonly string[] {
  let lists = headerLists.get(hit);
  if (!lists) headerLists.set(hit, (lists = {}));
  const representation = coding ?? 'identity';
  let list = lists[representation];
  if (!list) {
    const length = (coding ? hit.encoded[coding]! : hit.body).length;
    const headers = Object.assign({}, hit.headers, encodingHeaders(hit, coding), { 'content-length': String(length) });
    list = lists[representation] = Object.entries(headers).flat();
  }
  return list;
}

const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** Each representation has its own validator, so that no cache mixes them up. */
export function encodingHeaders(entry: CachedResponse, coding: ContentCoding | null): Record<string, string> {
  if (!entry.encoded.gzip) return { etag: entry.etag };
  if (!coding) return { etag: entry.etag, vary: 'accept-encoding' };
  return { etag: `${entry.etag.slice(0, -1)}-${coding}"`, vary: 'accept-encoding', 'content-encoding': coding };
}

export function codingFor(accepted: string | undefined, hit: CachedResponse): ContentCoding | null {
  if (accepted === undefined || !hit.encoded.gzip) return null;
  return negotiate(accepted, CODINGS) as ContentCoding | null;
}
