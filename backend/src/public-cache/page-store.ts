import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../config/app-config';
import type { PublicContentChange } from './answer-scope';
import { PageBook } from './page-book';
import { decodePage, PageFileReader, pageFileParts, type PageToStore, type StoredPage, StoredHeaders } from './page-file';
import { PageStoreRepository } from './page-store.repository';
import { PAGE_BUILD_FINGERPRINT, PAGE_STORE_SERVES_PAGES } from './public-cache.options';
import { PUBLIC_CONTENT_CHANGED } from './public-cache-invalidator';

/**
 * The server-rendered pages worth keeping on disk: articles, home, categories (from page 2 on, page 1
 * having no `page` parameter), contributors. Only a 200 is kept (public-cache-hooks.ts).
 */
const STORED_PAGE =
  /^\/blog(?:\/|\/article\/[^/?]+\/?|\/category\/[^/?]+\/?|\/contributors\/?)?(?:\?page=(?:[2-9]|[1-9]\d{1,5}))?$/;
/** How often the book is read again for changes this process did not hear (made while it was not listening). */
const CATCH_UP_MS = 30_000;

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
 * (`PageVersions`), and the version book (`PageBook`) says which are current. Every process (API
 * instances, the worker) appends the changes it makes and hears to the book of the directory it uses; a
 * process reads the book at start-up, then hears changes live (in-process, or over Redis from the
 * others) and reads the book again every 30 s and after the Redis channel comes back, for those it
 * missed. Each instance may keep its own directory (separate hosts): once it listens to the others, a
 * process whose book lacks the database's record of the last change (made while it was down or
 * starting) begins a new book, so its old pages are never served; pages are then rendered again as
 * readers ask for them.
 *
 * Only the API serves pages, so only the API opens the directory: the worker (`servesPages` false) never
 * does, even when it shares `DATA_DIR` with an API on one host (two processes beginning the same book at
 * once made the API give its store up). A change the worker makes reaches the API instances over Redis,
 * which write it to their book; the worker records it in the database as the last change, so that an
 * API that was down meanwhile begins a new book rather than serve pages that missed it.
 */
@Injectable()
export class PageStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PageStore.name);
  private readonly dir: string | null;
  /** Null when pages are not kept on disk (`PAGE_STORE=off`). */
  private readonly book: PageBook | null;
  private readonly writes = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  /**
   * Reused for every read: a buffer allocated per page (a crawler's thousands of pages a second) made
   * V8 run a full collection several times a second for memory that lived a few milliseconds.
   */
  private readonly readBuffers: Buffer[] = [];
  private readonly headers = new StoredHeaders();
  private readonly files = new PageFileReader();
  /** The worker: changes made here are recorded in the database only (no directory, no book). */
  private readonly records: PageStoreRepository | null;
  private lastChangeSave: Promise<void> = Promise.resolve();

  constructor(
    config: AppConfig,
    records: PageStoreRepository,
    @Inject(PAGE_BUILD_FINGERPRINT) private readonly build: string,
    @Inject(PAGE_STORE_SERVES_PAGES) servesPages: boolean,
  ) {
    const off = ['off', 'false', '0'].includes((process.env.PAGE_STORE ?? '').toLowerCase());
    this.records = servesPages ? null : records;
    this.dir = off || !servesPages ? null : resolve(process.env.PAGE_STORE_DIR || join(config.dataDir, 'pages'));
    this.book = this.dir ? new PageBook(this.dir, records, this.logger) : null;
  }

  get enabled(): boolean {
    return this.book?.usable ?? false;
  }

  /** Whether this URL's page is kept on disk. */
  stores(url: string): boolean {
    return this.enabled && STORED_PAGE.test(url);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.dir || !this.book) return;
    const book = this.book;
    try {
      mkdirSync(this.dir, { recursive: true });
      await book.open();
      this.timer = setInterval(() => {
        book.catchUp();
        void book.checkLastChange();
      }, CATCH_UP_MS);
      this.timer.unref();
    } catch (error) {
      this.logger.warn(`Pages sur disque désactivées : ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /** Moves the versions of what the change touches before the write is answered (the listener runs inside the emit). */
  @OnEvent(PUBLIC_CONTENT_CHANGED)
  changed(change?: PublicContentChange): void {
    if (this.book) this.book.record(change);
    else if (this.records && change?.id && !change.remote) {
      this.lastChangeSave = this.records.saveLastChange(change.id).then(
        () => undefined,
        () => undefined,
      );
    }
  }

  /** Applies the changes other processes wrote to the book since it was last read here. */
  catchUp(): void {
    this.book?.catchUp();
  }

  /** Resolves once the last change made here is recorded in the database (a write's answer waits for it). */
  lastChangeSaved(): Promise<void> {
    return this.book?.lastChangeSaved() ?? this.lastChangeSave;
  }

  /** Called once this process listens to the other processes' changes (see `PageBook.checkKnowsLastChange`). */
  async checkKnowsLastChange(): Promise<void> {
    await this.book?.checkKnowsLastChange();
  }

  /**
   * The page stored for this URL, if it is still exact; null otherwise (or when it cannot be read).
   * Whoever gets a page calls `release` once its bytes are written or copied.
   */
  async get(key: string): Promise<PageRead | null> {
    const book = this.book;
    if (!book?.usable) return null;
    const buffer = this.readBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_BUFFER_BYTES);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (this.readBuffers.length < KEPT_READ_BUFFERS) this.readBuffers.push(buffer);
    };
    const bytes = await this.files.read(this.pathOf(key), buffer);
    // Checked after the read: a change that happened meanwhile has moved the versions already.
    const page = bytes && book.usable ? decodePage(bytes, key, book.versions, this.build, this.headers) : null;
    if (!page) {
      release();
      return null;
    }
    return { page, release };
  }

  /** Writes a page as stored in memory, with the versions it was rendered under (now: content has not changed since). */
  put(key: string, page: PageToStore): void {
    const book = this.book;
    if (!book?.usable || !page.encoded.gzip || !page.encoded.br) return;
    const parts = pageFileParts(key, page, book.versions.snapshot(page.scope), this.build);
    const file = this.pathOf(key);
    const temporary = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`;
    const write = (async () => {
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(temporary, Buffer.concat(parts));
      await rename(temporary, file);
    })()
      .catch((error: unknown) =>
        this.logger.warn(`Écriture de ${key} sur disque impossible : ${error instanceof Error ? error.message : String(error)}`),
      )
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
