import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { compress, exact } from './answer-compression';
import { type AnswerScope, GLOBAL_SCOPE, type PublicContentChange, survives } from './answer-scope';
import type { CachedResponse, ContentCoding, ViewCountSlot } from './cached-response';
import { LruByteCache } from './lru-byte-cache';
import type { StoredPage } from './page-file';
import { PUBLIC_CONTENT_CHANGED } from './public-cache-invalidator';

export type { CachedResponse, ContentCoding, ViewCountSlot } from './cached-response';

/** What an entry costs beyond its bodies (key, headers, bookkeeping), roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface StoreRequest {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  ttlMs: number;
  articleId: number | null;
  views?: ViewCountSlot | null;
  /** Global when not said. */
  scope?: AnswerScope;
}

/**
 * A part many stored pages share (the recent articles of the article pages): when it changes, a
 * stored page gets the new part spliced in on its next hit rather than being rendered again.
 */
export interface SharedPartSource {
  /** The part as it is now (computed once per content generation), or null when it cannot be known. */
  current(): Promise<SharedPart | null>;
  /** The stored page with the current part, or null when this page must be rendered again. */
  splice(page: CachedResponse, part: SharedPart): Buffer | null;
}

export interface SharedPart {
  readonly version: string;
  /** The content generation it was read at: stored pages spliced with an older one are not kept. */
  readonly generation: number;
}

/**
 * 48 MB: about a thousand article pages of 1,000 words (each kept plain, Brotli and gzip) besides the
 * lists; the pages read again stay while a crawler goes through the rest (see LruByteCache). Full, with
 * renders going on, the API stays under the bench's 300 MB of RSS.
 */
export const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;
const MAX_REMEMBERED_ARTICLES = 20_000;

/**
 * Public answers kept in memory until public content changes. `generation` moves on every change:
 * an answer computed from data read before a change is not stored after it (the request noted the
 * generation when it started), so a write answered means no stale copy can appear later.
 */
@Injectable()
export class PublicResponseCache {
  private readonly lru: LruByteCache<CachedResponse>;
  private readonly articleIds = new Map<string, number>();
  private gen = 0;
  private sharedPart: SharedPartSource | null = null;
  /** False while changes made elsewhere could be missed (the cross-instance channel is down). */
  private trusted = true;

  constructor() {
    this.lru = new LruByteCache(Number(process.env.PUBLIC_CACHE_MAX_BYTES) || DEFAULT_MAX_BYTES);
  }

  get generation(): number {
    return this.gen;
  }

  get enabled(): boolean {
    return this.trusted;
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.bytes };
  }

  /**
   * Drops what the change makes stale: everything, or, for a change of some articles, every answer but
   * the pages and answers of unrelated articles. Synchronous, so the listener runs inside
   * `invalidate()`, before the write is answered.
   */
  @OnEvent(PUBLIC_CONTENT_CHANGED)
  clear(change?: PublicContentChange): void {
    this.gen += 1;
    if (!change || (change.articles === undefined && !change.lists)) {
      this.lru.clear();
      this.articleIds.clear();
      return;
    }
    this.lru.keepOnly((entry) => survives(entry.scope, change));
    for (const ref of change.articles ?? []) this.articleIds.delete(ref.slug);
  }

  /** The source of the part article pages share, set by the server render once it is loaded. */
  useSharedPart(source: SharedPartSource): void {
    this.sharedPart = source;
  }

  get shared(): SharedPartSource | null {
    return this.sharedPart;
  }

  /** While the channel that carries other instances' changes is down, nothing is served nor stored. */
  setTrusted(trusted: boolean): void {
    if (trusted && !this.trusted) this.clear();
    this.trusted = trusted;
    if (!trusted) this.clear();
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    if (!this.trusted) return undefined;
    const entry = this.lru.get(key);
    if (entry && entry.expiresAt <= now) {
      this.lru.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores unless content changed since `startedAt` (a generation) or the channel is down. */
  set(key: string, startedAt: number, answer: StoreRequest, now = Date.now()): CachedResponse | null {
    const entry = this.prepare(startedAt, answer, now);
    return entry && this.lru.set(key, entry) ? entry : null;
  }

  /**
   * The entry an answer makes (validator, compressed bodies), without keeping it: null when content
   * changed since `startedAt`, the channel is down, or it is too big to keep.
   */
  prepare(startedAt: number, answer: StoreRequest, now = Date.now()): CachedResponse | null {
    if (!this.trusted || startedAt !== this.gen) return null;
    // Too big to keep at all: compressing it for storage would be work thrown away.
    if (!this.lru.canHold(answer.body.length + ENTRY_OVERHEAD_BYTES)) return null;
    const etag = `"${createHash('sha1').update(answer.body).digest('base64url')}"`;
    const encoded = answer.views ? {} : compress(answer.body, answer.headers['content-type']);
    return {
      status: answer.status,
      body: exact(answer.body),
      headers: Object.assign({}, answer.headers, { etag }),
      etag,
      expiresAt: now + answer.ttlMs,
      articleId: answer.articleId,
      views: answer.views ?? null,
      encoded,
      scope: answer.scope ?? GLOBAL_SCOPE,
      bytes: answer.body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
    };
  }

  /** Keeps a copy of a page read back from the page store, unless content changed since the read began. */
  adopt(key: string, startedAt: number, page: StoredPage): CachedResponse | null {
    if (!this.trusted || startedAt !== this.gen) return null;
    // Copies: a page as read is a view on a buffer the next reads reuse.
    const body = exact(page.body);
    const encoded: Partial<Record<ContentCoding, Buffer>> = {};
    if (page.encoded.br) encoded.br = exact(page.encoded.br);
    if (page.encoded.gzip) encoded.gzip = exact(page.encoded.gzip);
    const entry: CachedResponse = {
      status: page.status,
      body,
      headers: page.headers,
      etag: page.etag,
      articleId: page.articleId,
      encoded,
      scope: page.scope,
      expiresAt: Infinity,
      views: null,
      bytes: body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
    };
    return this.lru.set(key, entry) ? entry : null;
  }

  /**
   * Puts a page refreshed with the current shared part in place of the one it was made from, unless
   * that one is gone or content changed since the part was read.
   */
  replace(key: string, old: CachedResponse, body: Buffer, scope: AnswerScope, partGeneration: number): CachedResponse | null {
    if (this.lru.get(key) !== old || partGeneration !== this.gen) return null;
    const { status, headers, articleId, expiresAt } = old;
    const ttlMs = expiresAt === Infinity ? Infinity : Math.max(0, expiresAt - Date.now());
    return this.set(key, this.gen, { status, body, headers, ttlMs, articleId, scope });
  }

  /** Drops one stored answer (a page whose shared part cannot be refreshed). */
  drop(key: string): void {
    this.lru.delete(key);
  }

  /** Article ids seen in API answers, so that the page of the same article knows its id too. */
  rememberArticle(slug: string, id: number): void {
    // Bounded like the answers: a crawler walking every article must not grow it without end.
    if (this.articleIds.size >= MAX_REMEMBERED_ARTICLES) this.articleIds.clear();
    this.articleIds.set(slug, id);
  }

  articleIdOf(slug: string): number | null {
    return this.articleIds.get(slug) ?? null;
  }
}
