import { close, open, read, readFile } from 'node:fs';
import type { AnswerScope } from './answer-scope';
import type { PageTokens, PageVersions } from './page-versions';
import type { CachedResponse, ContentCoding } from './public-response-cache';

/**
 * What a stored page file says about itself, before its headers and bodies. The file: this header's
 * length (4 bytes) and JSON, the length and JSON of the answer's headers but its validator (`etag`,
 * here), then the plain, gzip and Brotli bodies.
 */
interface PageHeader {
  key: string;
  status: number;
  etag: string;
  articleId: number | null;
  scope: AnswerScope;
  tokens: PageTokens;
  /** The build fingerprint of the environment it was rendered in (see `PublicCacheModuleOptions`). */
  build: string;
  lengths: { plain: number; gzip: number; br: number };
}

/** A page read back from disk, exact under the current versions. */
export type StoredPage = Omit<CachedResponse, 'expiresAt' | 'bytes' | 'views'>;

/** What a page file holds: the answer as stored in memory, compressed both ways. */
export type PageToStore = Pick<CachedResponse, 'status' | 'headers' | 'etag' | 'articleId' | 'scope' | 'body' | 'encoded'>;

/**
 * The pieces of a page's file, in order, for a page compressed both ways, with the versions it was
 * rendered under (`tokens`) and the build it was rendered by.
 */
export function pageFileParts(key: string, page: PageToStore, tokens: PageTokens, build: string): Buffer[] {
  const { body, encoded } = page;
  const header: PageHeader = {
    key,
    status: page.status,
    etag: page.etag,
    articleId: page.articleId,
    scope: page.scope,
    tokens,
    build,
    lengths: { plain: body.length, gzip: encoded.gzip!.length, br: encoded.br!.length },
  };
  const shared: Record<string, string> = { ...page.headers };
  delete shared.etag;
  const json = Buffer.from(JSON.stringify(header));
  const headers = Buffer.from(JSON.stringify(shared));
  const sizes = Buffer.alloc(4);
  sizes.writeUInt32BE(json.length);
  const headersSize = Buffer.alloc(4);
  headersSize.writeUInt32BE(headers.length);
  return [sizes, json, headersSize, headers, body, encoded.gzip!, encoded.br!];
}

/**
 * The page a file's bytes hold, if it is this key's, from this build, and exact under the current
 * versions; null otherwise (or when the bytes cannot be read). Its bodies are views on `bytes`.
 */
export function decodePage(
  bytes: Buffer,
  key: string,
  versions: PageVersions,
  build: string,
  headers: StoredHeaders,
): StoredPage | null {
  try {
    const length = bytes.readUInt32BE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as PageHeader;
    if (header.key !== key || header.build !== build || !versions.current(header.tokens)) return null;
    const headersAt = 4 + length;
    const headersEnd = headersAt + 4 + bytes.readUInt32BE(headersAt);
    const { plain, gzip, br } = header.lengths;
    const start = headersEnd;
    if (bytes.length !== start + plain + gzip + br) return null;
    const encoded: Partial<Record<ContentCoding, Buffer>> = {
      gzip: bytes.subarray(start + plain, start + plain + gzip),
      br: bytes.subarray(start + plain + gzip),
    };
    return {
      status: header.status,
      body: bytes.subarray(start, start + plain),
      headers: { ...headers.of(bytes.subarray(headersAt + 4, headersEnd)), etag: header.etag },
      etag: header.etag,
      articleId: header.articleId,
      encoded,
      scope: header.scope,
    };
  } catch {
    return null;
  }
}

/**
 * A page file's bytes, read into `buffer`: two trips through libuv's threads before the answer (open,
 * read) where `readFile` takes four (it also asks the size and closes first). The descriptor is closed
 * meanwhile; a file longer than the buffer is read again whole. Null when it cannot be read.
 */
export function readPageFile(path: string, buffer: Buffer): Promise<Buffer | null> {
  return new Promise((done) => {
    open(path, 'r', (error, fd) => {
      if (error) return done(null);
      read(fd, buffer, 0, buffer.length, 0, (error, count) => {
        close(fd, () => undefined);
        if (error) return done(null);
        if (count < buffer.length) return done(buffer.subarray(0, count));
        readFile(path, (error, data) => done(error ? null : data));
      });
    });
  });
}

/**
 * The headers of stored pages but their validators: the same for nearly every page of a build (security
 * policy, content type, cache policy), so the last ones read stay parsed while the next file's bytes match.
 */
export class StoredHeaders {
  private last: { bytes: Buffer; headers: Readonly<Record<string, string>> } | null = null;

  of(bytes: Buffer): Readonly<Record<string, string>> {
    if (this.last?.bytes.equals(bytes)) return this.last.headers;
    const headers = JSON.parse(bytes.toString('utf8')) as Record<string, string>;
    // A copy: these bytes are a view on a read buffer that the next reads reuse.
    this.last = { bytes: Buffer.from(bytes), headers };
    return headers;
  }
}
