import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import type { PublicContentChange } from './answer-scope';
import { PageVersions, parseVersionEntry, type VersionEntry } from './page-versions';
import type { PageStoreRepository } from './page-store.repository';

const BOOK = 'versions.log';
/** Past this many lines, the next start begins a new book (every stored page is rendered again once). */
const MAX_BOOK_LINES = 100_000;

/**
 * The version book of a page directory (`versions.log`, one line per change, appended before the write
 * is answered) and the versions it makes current, kept in step with the database's record of the book
 * and of the last change (`PageStoreRepository`). The directory's pages are served only while the book
 * is `usable`: a book this process cannot trust any more is given up until a restart, or begun again.
 */
export class PageBook {
  private current = new PageVersions();
  private ready = false;
  /** Where this process stopped reading the book. */
  private bookOffset = 0;
  /** Changes heard before the book is read, applied on top of it; null once it is. */
  private heardWhileOpening: VersionEntry[] | null = [];
  private lastChangeSave: Promise<void> = Promise.resolve();
  /** A change another process made that this book lacked at the last check (see `checkLastChange`). */
  private unknownLastChange: string | null = null;

  constructor(
    private readonly dir: string,
    private readonly records: PageStoreRepository,
    private readonly logger: Logger,
  ) {}

  get usable(): boolean {
    return this.ready;
  }

  /** The versions that are current (a new book replaces them). */
  get versions(): PageVersions {
    return this.current;
  }

  private get path(): string {
    return join(this.dir, BOOK);
  }

  /**
   * Reads the book, or starts a new one when it is missing, unreadable, too long or not the database's;
   * changes heard while it was being read count on top of it.
   */
  async open(): Promise<void> {
    const { versions, lines, complete, size } = readBook(this.path);
    const recorded = await this.records.epoch();
    const lastChange = await this.records.lastChange();
    const knowsLast = lastChange === null || versions.has(lastChange);
    if (complete && versions.epoch && versions.epoch === recorded && knowsLast && lines <= MAX_BOOK_LINES) {
      this.current = versions;
      this.bookOffset = size;
    } else {
      await this.begin();
    }
    for (const entry of this.heardWhileOpening?.splice(0) ?? []) this.current.apply(entry);
    this.heardWhileOpening = null;
    this.ready = true;
  }

  /** A new book, empty: every page stored so far counts as stale. */
  private async begin(): Promise<void> {
    const book = this.path;
    const epoch = randomUUID();
    if (existsSync(book)) renameSync(book, `${book}.old`);
    appendFileSync(book, `${JSON.stringify({ epoch })}\n`);
    await this.records.saveEpoch(epoch);
    this.current = new PageVersions();
    this.current.apply({ epoch });
    // The new book starts after every change made so far, the last one included: it is written down as
    // known (other instances, with books of their own, still compare their book with it when they start).
    const last = await this.records.lastChange();
    if (last !== null) {
      const known: VersionEntry = { id: last, change: { lists: true } };
      appendFileSync(book, `${JSON.stringify(known)}\n`);
      this.current.apply(known);
    }
    this.bookOffset = readFileSync(book).length;
    this.logger.log(`Nouveau registre des pages sur disque (${this.dir})`);
  }

  /**
   * Moves the versions of what the change touches and writes the change to the book: made here, or
   * heard from another process (whose book may not be this one; in a shared book the second line of a
   * change counts once). A change made here is also recorded in the database as the last one.
   */
  record(change?: PublicContentChange): void {
    const entry: VersionEntry = {
      id: change?.id ?? randomUUID(),
      change: { articles: change?.articles, lists: change?.lists },
    };
    this.current.apply(entry);
    this.heardWhileOpening?.push(entry);
    if (!this.ready) return;
    try {
      appendFileSync(this.path, `${JSON.stringify(entry)}\n`);
      if (!change?.remote) {
        this.lastChangeSave = this.records.saveLastChange(entry.id).then(
          () => undefined,
          () => undefined,
        );
      }
    } catch (error) {
      // Unwritten, the change would be unknown after a restart: this store is given up, and the
      // database forgets its book so that the next start begins a new one.
      this.ready = false;
      this.logger.error(`Registre des pages sur disque inaccessible, pages sur disque désactivées : ${message(error)}`);
      void this.records.forgetEpoch().catch(() => undefined);
    }
  }

  /**
   * Applies the changes other processes wrote to the book since it was last read here (those heard
   * live already count once). A book begun again by another process (its database was not this one's,
   * or the book was full) is not this process's any more: the store is given up until a restart.
   */
  catchUp(): void {
    if (!this.ready) return;
    let fd: number | null = null;
    try {
      fd = openSync(this.path, 'r');
      const size = fstatSync(fd).size;
      // The first line names the book: another epoch there, or a shorter file, is a book begun again.
      const head = Buffer.alloc(Math.min(size, 256));
      readSync(fd, head, 0, head.length, 0);
      const first = parseVersionEntry(head.subarray(0, head.indexOf(0x0a)).toString('utf8'));
      if (size < this.bookOffset || !first || !('epoch' in first) || first.epoch !== this.current.epoch)
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
        this.current.apply(entry);
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
   * makes every stored page stale, so a new book begins.
   */
  async checkKnowsLastChange(): Promise<void> {
    if (!this.ready) return;
    const last = await this.records.lastChange();
    if (last === null || this.current.has(last)) return;
    this.ready = false;
    try {
      await this.begin();
      this.ready = true;
    } catch (error) {
      this.logger.error(`Pages sur disque désactivées jusqu'au prochain démarrage : ${message(error)}`);
    }
  }

  /**
   * A change another process made that this one neither heard nor found in the book, twice in a row
   * (30 s apart, time enough for any message): their books are not the same, the store is given up.
   */
  async checkLastChange(): Promise<void> {
    if (!this.ready) return;
    try {
      const last = await this.records.lastChange();
      if (last === null || this.current.has(last)) {
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

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
