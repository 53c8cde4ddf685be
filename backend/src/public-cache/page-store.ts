import { createHash, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  close,
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  open,
  openSync,
  read,
  readdirSync,
  readFile,
  readFileSync,
  readSync,
  renameSync,
} from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Setting } from '../settings/entities/setting.entity';
import { FRONTEND_DIST } from '../web/frontend-bundle';
import type { AnswerScope, PublicContentChange } from './answer-scope';
import { PageVersions, type PageTokens, parseVersionEntry, type VersionEntry } from './page-versions';
import { PUBLIC_CONTENT_CHANGED } from './public-cache-invalidator';
import type { CachedResponse, ContentCoding } from './public-response-cache';

/** The server-rendered pages worth keeping on disk: articles, home, categories (with a page number), contributors. */
const STORED_PAGE = /^\/blog(?:\/|\/article\/[^/?]+\/?|\/category\/[^/?]+\/?|\/contributors\/?)?(?:\?page=[1-9]\d{0,5})?$/;
const BOOK = 'versions.log';
/** The database remembers which book describes it: a database restored or recreated starts a new one. */
const EPOCH_SETTING = 'page_store_epoch';
/**
 * The last change any process wrote to its book: a process whose book lacks it (a change made while it
 * was down, by a process that does not share its directory) begins a new book rather than trust its pages.
 */
const LAST_CHANGE_SETTING = 'page_store_last_change';
/** Past this many lines, the next start begins a new book (every stored page is rendered again once). */
const MAX_BOOK_LINES = 100_000;
/** How often the book is read again for changes this process did not hear (made while it was not listening). */
const CATCH_UP_MS = 30_000;

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
  /** The build and settings from the environment it was rendered with (see `buildIdentity`). */
  build: string;
  lengths: { plain: number; gzip: number; br: number };
}

/** A page read back from disk, exact under the current versions. */
export type StoredPage = Omit<CachedResponse, 'expiresAt' | 'bytes' | 'views'>;

/**
 * A stored page as read: its bodies are views on a buffer that later reads reuse once `release` is
 * called, so whatever keeps them past the answer they are written in copies them first.
 */
export interface PageRead {
  page: StoredPage;
  release(): void;
}

/** Page files are read whole into buffers of this size (plain, gzip and Brotli together weigh 40–60 KB). */
const READ_BUFFER_BYTES = 128 * 1024;
/** Buffers kept for the next reads: about as many as pages written at once; more are left to the collector. */
const KEPT_READ_BUFFERS = 64;

/**
 * Server-rendered pages kept on disk (`DATA_DIR/pages`, or `PAGE_STORE_DIR`), plain, gzip and Brotli,
 * so that a page rendered once is served again without rendering after it left the memory cache,
 * after a restart, or by another instance sharing the directory. `npm run pages:prerender` renders
 * every page ahead of readers.
 *
 * Nothing is deleted when content changes: each page records the versions of what it shows
 * (`PageVersions`), and the version book (`versions.log`, one line per change, appended before the
 * write is answered) says which are current. Every process (API instances, the worker) appends the
 * changes it makes and hears to the book of the directory it uses; a process reads the book at start-up,
 * then hears changes live (in-process, or over Redis from the others) and reads the book again every
 * 30 s and after the Redis channel comes back, for those it missed. Each instance may keep its own
 * directory (separate hosts): once it listens to the others, a process whose book lacks the database's
 * record of the last change (made while it was down or starting) begins a new book, so its old pages are
 * never served; pages are then rendered again as readers ask for them.
 */
@Injectable()
export class PageStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PageStore.name);
  private readonly dir: string | null;
  private versions = new PageVersions();
  private ready = false;
  /** Where this process stopped reading the book. */
  private bookOffset = 0;
  private readonly writes = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private readonly build: string;
  /**
   * Reused for every read: a buffer allocated per page (a crawler's thousands of pages a second) made
   * V8 run a full collection several times a second for memory that lived a few milliseconds.
   */
  private readonly readBuffers: Buffer[] = [];
  private readonly headers = new StoredHeaders();
  /** Changes heard before the book is read, applied on top of it; null once it is. */
  private heardWhileOpening: VersionEntry[] | null = [];
  private lastChangeSave: Promise<void> = Promise.resolve();

  constructor(
    config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    const off = ['off', 'false', '0'].includes((process.env.PAGE_STORE ?? '').toLowerCase());
    this.dir = off ? null : resolve(process.env.PAGE_STORE_DIR || join(config.dataDir, 'pages'));
    this.build = buildIdentity(config);
  }

  get enabled(): boolean {
    return this.ready;
  }

  /** Whether this URL's page is kept on disk. */
  stores(url: string): boolean {
    return this.ready && STORED_PAGE.test(url);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.dir) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      await this.open();
      // Changes heard while the book was being read count on top of it.
      for (const entry of this.heardWhileOpening?.splice(0) ?? []) this.versions.apply(entry);
      this.heardWhileOpening = null;
      this.ready = true;
      this.timer = setInterval(() => {
        this.catchUp();
        void this.checkLastChange();
      }, CATCH_UP_MS);
      this.timer.unref();
    } catch (error) {
      this.logger.warn(`Pages sur disque désactivées : ${message(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /** Reads the book; starts a new one when it is missing, unreadable, too long or not the database's. */
  private async open(): Promise<void> {
    const book = join(this.dir!, BOOK);
    const { versions, lines, complete, size } = readBook(book);
    const settings = this.dataSource.getRepository(Setting);
    const recorded = (await settings.findOneBy({ key: EPOCH_SETTING }))?.value ?? null;
    const lastChange = (await settings.findOneBy({ key: LAST_CHANGE_SETTING }))?.value ?? null;
    const knowsLast = lastChange === null || versions.has(lastChange);
    if (complete && versions.epoch && versions.epoch === recorded && knowsLast && lines <= MAX_BOOK_LINES) {
      this.versions = versions;
      this.bookOffset = size;
      return;
    }
    await this.begin(book);
  }

  /** A new book, empty: every page stored so far counts as stale. */
  private async begin(book: string): Promise<void> {
    const settings = this.dataSource.getRepository(Setting);
    const epoch = randomUUID();
    if (existsSync(book)) renameSync(book, `${book}.old`);
    appendFileSync(book, `${JSON.stringify({ epoch })}\n`);
    await settings.save({ key: EPOCH_SETTING, value: epoch });
    this.versions = new PageVersions();
    this.versions.apply({ epoch });
    // The new book starts after every change made so far, the last one included: it is written down as
    // known (other instances, with books of their own, still compare their book with it when they start).
    const last = (await settings.findOneBy({ key: LAST_CHANGE_SETTING }))?.value ?? null;
    if (last !== null) {
      const known: VersionEntry = { id: last, change: { lists: true } };
      appendFileSync(book, `${JSON.stringify(known)}\n`);
      this.versions.apply(known);
    }
    this.bookOffset = readFileSync(book).length;
    this.logger.log(`Nouveau registre des pages sur disque (${this.dir})`);
  }

  /**
   * Moves the versions of what the change touches, before the write is answered (the listener runs
   * inside the emit), and writes the change to the book: made here, or heard from another process (whose
   * book may not be this one; in a shared book the second line of a change counts once).
   */
  @OnEvent(PUBLIC_CONTENT_CHANGED)
  changed(change?: PublicContentChange): void {
    if (!this.dir) return;
    const entry: VersionEntry = {
      id: change?.id ?? randomUUID(),
      change: { articles: change?.articles, lists: change?.lists },
    };
    this.versions.apply(entry);
    this.heardWhileOpening?.push(entry);
    if (!this.ready) return;
    try {
      appendFileSync(join(this.dir, BOOK), `${JSON.stringify(entry)}\n`);
      if (!change?.remote) {
        const saved = this.dataSource
          .getRepository(Setting)
          .save({ key: LAST_CHANGE_SETTING, value: entry.id })
          .then(
            () => undefined,
            () => undefined,
          );
        this.lastChangeSave = saved;
      }
    } catch (error) {
      // Unwritten, the change would be unknown after a restart: this store is given up, and the
      // database forgets its book so that the next start begins a new one.
      this.ready = false;
      this.logger.error(`Registre des pages sur disque inaccessible, pages sur disque désactivées : ${message(error)}`);
      void this.dataSource
        .getRepository(Setting)
        .delete({ key: EPOCH_SETTING })
        .catch(() => undefined);
    }
  }

  /**
   * Applies the changes other processes wrote to the book since it was last read here (those heard
   * live already count once). A book begun again by another process (its database was not this one's,
   * or the book was full) is not this process's any more: the store is given up until a restart.
   */
  catchUp(): void {
    if (!this.ready || !this.dir) return;
    let fd: number | null = null;
    try {
      fd = openSync(join(this.dir, BOOK), 'r');
      const size = fstatSync(fd).size;
      // The first line names the book: another epoch there, or a shorter file, is a book begun again.
      const head = Buffer.alloc(Math.min(size, 256));
      readSync(fd, head, 0, head.length, 0);
      const first = parseVersionEntry(head.subarray(0, head.indexOf(0x0a)).toString('utf8'));
      if (size < this.bookOffset || !first || !('epoch' in first) || first.epoch !== this.versions.epoch)
        throw new Error('registre recommencé par un autre processus');
      if (size === this.bookOffset) return;
      // Only what was appended since the last reading, up to the last complete line.
      const tail = Buffer.alloc(size - this.bookOffset);
      readSync(fd, tail, 0, tail.length, this.bookOffset);
      const end = tail.lastIndexOf(0x0a) + 1;
      for (const line of tail.subarray(0, end).toString('utf8').split('\n')) {
        if (!line) continue;
        const entry = parseVersionEntry(line);
        if (!entry || 'epoch' in entry) throw new Error('ligne illisible');
        this.versions.apply(entry);
      }
      this.bookOffset += end;
    } catch (error) {
      this.ready = false;
      this.logger.error(`Pages sur disque désactivées jusqu'au prochain démarrage : ${message(error)}`);
    } finally {
      if (fd !== null) closeSync(fd);
    }
  }

  /** Resolves once the last change made here is recorded in the database (a write's answer waits for it). */
  lastChangeSaved(): Promise<void> {
    return this.lastChangeSave;
  }

  /**
   * Called once this process listens to the other processes' changes: a change made before that and
   * missing from this book (made while this process was starting, by a process with another directory)
   * makes every stored page stale, so the store begins a new book.
   */
  async checkKnowsLastChange(): Promise<void> {
    if (!this.ready || !this.dir) return;
    const last = (await this.dataSource.getRepository(Setting).findOneBy({ key: LAST_CHANGE_SETTING }))?.value ?? null;
    if (last === null || this.versions.has(last)) return;
    this.ready = false;
    try {
      await this.begin(join(this.dir, BOOK));
      this.ready = true;
    } catch (error) {
      this.logger.error(`Pages sur disque désactivées jusqu'au prochain démarrage : ${message(error)}`);
    }
  }

  /**
   * A change another process made that this one neither heard nor found in the book, twice in a row
   * (30 s apart, time enough for any message): their books are not the same, this store is given up.
   */
  private unknownLastChange: string | null = null;
  private async checkLastChange(): Promise<void> {
    if (!this.ready) return;
    try {
      const last = (await this.dataSource.getRepository(Setting).findOneBy({ key: LAST_CHANGE_SETTING }))?.value ?? null;
      if (last === null || this.versions.has(last)) {
        this.unknownLastChange = null;
        return;
      }
      if (this.unknownLastChange !== last) {
        this.unknownLastChange = last;
        return;
      }
      this.ready = false;
      this.logger.error(
        `Pages sur disque désactivées jusqu'au prochain démarrage : un autre processus écrit dans un autre registre (répertoire des pages non partagé)`,
      );
    } catch {
      // The database is unreachable: nothing is known, nothing is changed.
    }
  }

  /**
   * The page stored for this URL, if it is still exact; null otherwise (or when it cannot be read).
   * Whoever gets a page calls `release` once its bytes are written or copied.
   */
  async get(key: string): Promise<PageRead | null> {
    if (!this.ready) return null;
    const buffer = this.readBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_BUFFER_BYTES);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (this.readBuffers.length < KEPT_READ_BUFFERS) this.readBuffers.push(buffer);
    };
    const bytes = await readPageFile(this.pathOf(key), buffer);
    // Checked after the read: a change that happened meanwhile has moved the versions already.
    const page = bytes && this.ready ? decode(bytes, key, this.versions, this.build, this.headers) : null;
    if (!page) {
      release();
      return null;
    }
    return { page, release };
  }

  /** Writes a page as stored in memory, with the versions it was rendered under (now: content has not changed since). */
  put(key: string, page: Pick<CachedResponse, 'status' | 'headers' | 'etag' | 'articleId' | 'scope' | 'body' | 'encoded'>): void {
    if (!this.ready || !page.encoded.gzip || !page.encoded.br) return;
    const { body, encoded } = page;
    const header: PageHeader = {
      key,
      status: page.status,
      etag: page.etag,
      articleId: page.articleId,
      scope: page.scope,
      tokens: this.versions.snapshot(page.scope),
      build: this.build,
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
    const file = this.pathOf(key);
    const temporary = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`;
    const write = (async () => {
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(temporary, Buffer.concat([sizes, json, headersSize, headers, body, encoded.gzip!, encoded.br!]));
      await rename(temporary, file);
    })()
      .catch((error: unknown) => this.logger.warn(`Écriture de ${key} sur disque impossible : ${message(error)}`))
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  /** Waits for the pages being written. */
  async flush(): Promise<void> {
    while (this.writes.size) await Promise.all([...this.writes]);
  }

  private pathOf(key: string): string {
    const hash = createHash('sha1').update(key).digest('hex');
    return join(this.dir!, hash.slice(0, 2), `${hash}.page`);
  }
}

/**
 * A page file's bytes, read into `buffer`: two trips through libuv's threads before the answer (open,
 * read) where `readFile` takes four (it also asks the size and closes first). The descriptor is closed
 * meanwhile; a file longer than the buffer is read again whole. Null when it cannot be read.
 */
function readPageFile(path: string, buffer: Buffer): Promise<Buffer | null> {
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

/** The book's versions, and whether every line could be read. */
function readBook(path: string): { versions: PageVersions; lines: number; complete: boolean; size: number } {
  const versions = new PageVersions();
  if (!existsSync(path)) return { versions, lines: 0, complete: false, size: 0 };
  const bytes = readFileSync(path);
  const end = bytes.lastIndexOf(0x0a) + 1;
  let lines = 0;
  let complete = end === bytes.length;
  for (const line of bytes.subarray(0, end).toString('utf8').split('\n')) {
    if (!line) continue;
    lines += 1;
    const entry = parseVersionEntry(line);
    if (!entry || (lines === 1) !== 'epoch' in entry) {
      complete = false;
      break;
    }
    // Several processes may have written the same change: it counts once.
    versions.apply(entry);
  }
  return { versions, lines, complete, size: end };
}

/**
 * What a page's bytes depend on besides the content: the built frontend (template with its asset names
 * and inline-script hashes, server render), the API's code, and the brand and public address from the
 * environment. A deployment that changes any of them makes every stored page stale.
 */
function buildIdentity(config: AppConfig): string {
  const hash = createHash('sha1');
  const dist = process.env.FRONTEND_DIST || FRONTEND_DIST;
  const backend = resolve(__dirname, '..');
  const code = readdirSync(backend, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(js|ts)$/.test(name) && !/\.(spec|d)\.ts$/.test(name))
    .sort()
    .map((name) => join(backend, name));
  for (const file of [join(dist, 'client', 'index.html'), join(dist, 'server', 'entry-server.js'), ...code]) {
    hash.update(existsSync(file) ? readFileSync(file) : 'absent');
  }
  hash.update(JSON.stringify({ brand: config.brand, publicUrl: config.publicUrl }));
  return hash.digest('base64url');
}

function decode(bytes: Buffer, key: string, versions: PageVersions, build: string, headers: StoredHeaders): StoredPage | null {
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
 * The headers of stored pages but their validators: the same for nearly every page of a build (security
 * policy, content type, cache policy), so the last ones read stay parsed while the next file's bytes match.
 */
class StoredHeaders {
  private last: { bytes: Buffer; headers: Readonly<Record<string, string>> } | null = null;

  of(bytes: Buffer): Readonly<Record<string, string>> {
    if (this.last?.bytes.equals(bytes)) return this.last.headers;
    const headers = JSON.parse(bytes.toString('utf8')) as Record<string, string>;
    // A copy: these bytes are a view on a read buffer that the next reads reuse.
    this.last = { bytes: Buffer.from(bytes), headers };
    return headers;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
