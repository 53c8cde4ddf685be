import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ContentCoding } from './cached-response';

/** Below this, compression saves less than a packet. */
const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript))/;

/**
 * Brotli at quality 5 and gzip at level 6: a 90 KB page compresses in about a millisecond each, once
 * per change of content, and is then replayed at a fifth of its size.
 */
export function compress(body: Buffer, contentType: string | undefined): Partial<Record<ContentCoding, Buffer>> {
  if (body.length < MIN_COMPRESSED_BYTES || !contentType || !COMPRESSIBLE.test(contentType)) return {};
  return {
    br: exact(
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ),
    gzip: exact(gzipSync(body, { level: 6 })),
  };
}

/**
 * A copy that holds only its own bytes. zlib hands back views on larger output chunks, and a body
 * may be a view on a bigger buffer: stored as they are, the cache held about twice the memory it
 * counted (a full cache took the API past its 300 MB budget).
 */
export function exact(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  // Not Buffer.from: a small copy would be a view on Node's shared 8 KB pool.
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}
