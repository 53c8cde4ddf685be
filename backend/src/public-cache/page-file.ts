import { close, closeSync, open, openSync, read, readFile, readSync as readSyncFd } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AnswerScope } from './answer-scope';
import type { PageTokens, PageVersions } from './page-versions';
import type { CachedResponse, ContentCoding } from './cached-response';

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
      headers: Object.assign({}, headers.of(bytes.subarray(headersAt + 4, headersEnd)), { etag: header.etag }),
      etag: header.etag,
      articleId: header.articleId,
      encoded,
      scope: header.scope,
    };
  } catch {
    return null;
  }
}

/** A synchronous read slower than this came from the disk rather than from the system's page cache. */
export const SLOW_SYNC_READ_MS = 2;
/** How long reads go through libuv's threads after a slow synchronous one; doubled while the next ones are slow too. */
export const THREADED_READS_MS = 10_000;
export const MAX_THREADED_READS_MS = 5 * 60_000;

/**
 * Reads page files into a caller's buffer. A page file the system keeps in its page cache is read
 * synchronously, as a static file server does: three system calls of a few microseconds each, where
 * handing them to libuv's threads cost about a tenth of a page's serving time in thread wake-ups (two
 * cores, a crawler's long tail). A synchronous read slower than `SLOW_SYNC_READ_MS` came from the disk
 * (a cold cache, a disk busy writing) and held every other request that long: the next reads go through
 * the threads for `THREADED_READS_MS`, then one is tried synchronously again; while those tries are slow
 * too, the wait doubles, up to `MAX_THREADED_READS_MS`.
 */
export class PageFileReader {
  private threadedUntil = -Infinity;
  private threadedFor = THREADED_READS_MS;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Whether a slow synchronous read still sends reads through libuv's threads. */
  get threaded(): boolean {
    return this.clock() < this.threadedUntil;
  }

  /**
   * A page file's bytes, in `buffer` when they fit, else read again whole into a buffer of their own.
   * Null when the file cannot be read (absent, removed meanwhile).
   */
  read(path: string, buffer: Buffer): Promise<Buffer | null> {
    const started = this.clock();
    if (started < this.threadedUntil) return readThreaded(path, buffer);
    const bytes = readSync(path, buffer);
    const now = this.clock();
    if (now - started > SLOW_SYNC_READ_MS) {
      // Slow again right after a wait: the disk is still the bottleneck, wait longer before the next try.
      const again = now - this.threadedUntil < this.threadedFor;
      this.threadedFor = again ? Math.min(this.threadedFor * 2, MAX_THREADED_READS_MS) : THREADED_READS_MS;
      this.threadedUntil = now + this.threadedFor;
    }
    if (bytes === undefined) return readWhole(path);
    return Promise.resolve(bytes);
  }
}

/** The bytes, null when the file cannot be read, undefined when it is longer than the buffer. */
function readSync(path: string, buffer: Buffer): Buffer | null | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const count = readSyncFd(fd, buffer, 0, buffer.length, 0);
    return count < buffer.length ? buffer.subarray(0, count) : undefined;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/**
 * The same read through libuv's threads: two trips before the answer (open, read) where `readFile` takes
 * four (it also asks the size and closes first). The descriptor is closed meanwhile; a file longer than
 * the buffer is read again whole.
 */
function readThreaded(path: string, buffer: Buffer): Promise<Buffer | null> {
  return new Promise((done) => {
    open(path, 'r', (error, fd) => {
      if (error) return done(null);
      read(fd, buffer, 0, buffer.length, 0, (error, count) => {
        close(fd, () => undefined);
        if (error) return done(null);
        if (count < buffer.length) return done(buffer.subarray(0, count));
        void readWhole(path).then(done);
      });
    });
  });
}

function readWhole(path: string): Promise<Buffer | null> {
  return new Promise((done) => readFile(path, (error, data) => done(error ? null : data)));
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
