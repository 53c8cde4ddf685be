import type { MissFlights } from './miss-flights';
import type { StoredPage } from './page-file';
import type { PageStore } from './page-store';
import type { CachedResponse, PublicResponseCache, SharedPart } from './public-response-cache';
import { RecentKeys } from './recent-keys';

/** Pages read from disk that are remembered, to keep in memory those read again. */
const READ_ONCE_REMEMBERED = 8192;

/**
 * Answers made from what was rendered before rather than rendered again: a page read back from the
 * page store, and a page kept in memory whose shared part (the recent articles) changed since, with
 * the current part spliced in and written back.
 */
export class ReusedAnswers {
  private readonly readOnce = new RecentKeys(READ_ONCE_REMEMBERED);

  constructor(
    private readonly cache: PublicResponseCache,
    private readonly store: PageStore | null,
    private readonly flights: MissFlights,
  ) {}

  /** A stored page, with the current recent articles spliced in (and written back) when they changed. */
  async fromStore(key: string, page: StoredPage, generation: number, prerender: boolean): Promise<CachedResponse | null> {
    const cache = this.cache;
    const asIs: CachedResponse = Object.assign({}, page, { expiresAt: Infinity, views: null, bytes: 0 });
    const shared = cache.shared;
    if (page.scope.kind === 'article' && page.scope.recent !== null && shared) {
      const part = await shared.current();
      if (!part) return null;
      if (part.version !== page.scope.recent) {
        const body = shared.splice(asIs, part);
        if (!body) return null;
        const answer = {
          status: page.status,
          body,
          headers: page.headers,
          ttlMs: Infinity,
          articleId: page.articleId,
          scope: Object.assign({}, page.scope, { recent: part.version }),
        };
        const refreshed = prerender ? cache.prepare(part.generation, answer) : cache.set(key, part.generation, answer);
        if (refreshed) this.store?.put(key, refreshed);
        return refreshed;
      }
    }
    // Kept in memory only when read from disk a second time, or by readers waiting for this one: a
    // crawler's one-off pages would cost more to keep (memory, evictions, collections) than they save.
    if (prerender || (!this.readOnce.seen(key) && !this.flights.awaited(key, generation))) return asIs;
    return cache.adopt(key, generation, page) ?? asIs;
  }

  /** A page kept in memory, with the current shared part in place of the one it shows (null when it cannot be). */
  spliced(key: string, hit: CachedResponse, part: SharedPart): CachedResponse | null {
    const body = this.cache.shared?.splice(hit, part);
    if (!body || hit.scope.kind !== 'article') return null;
    const replaced = this.cache.replace(key, hit, body, Object.assign({}, hit.scope, { recent: part.version }), part.generation);
    if (replaced && this.store?.stores(key)) this.store.put(key, replaced);
    return replaced;
  }
}
