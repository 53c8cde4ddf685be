import type { AppConfig } from '../config/app-config';

/** What the application gives the public cache, which imports nothing above itself. */
export interface PublicCacheModuleOptions {
  /**
   * What a stored page's bytes depend on besides the content (the built frontend, the API's code, the
   * brand and public address): pages stored on disk under another fingerprint are never served, so a
   * deployment that changes any of them makes them stale. Computed once, at start-up.
   */
  buildFingerprint(config: AppConfig): string;
  /**
   * Whether this process serves pages, and so keeps them on disk (the API); the worker serves none: it
   * never opens the page directory, and only records in the database that it changed content (its
   * changes reach the API instances over Redis, which write them to their book).
   */
  servesPages: boolean;
}

/** The provider of `servesPages` (a boolean). */
export const PAGE_STORE_SERVES_PAGES = Symbol('PAGE_STORE_SERVES_PAGES');

/** The provider of the build fingerprint (a string). */
export const PAGE_BUILD_FINGERPRINT = Symbol('PAGE_BUILD_FINGERPRINT');
