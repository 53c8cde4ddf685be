import type { AppConfig } from '../config/app-config';

/** What the application gives the public cache, which imports nothing above itself. */
export interface PublicCacheModuleOptions {
  /**
   * What a stored page's bytes depend on besides the content (the built frontend, the API's code, the
   * brand and public address): pages stored on disk under another fingerprint are never served, so a
   * deployment that changes any of them makes them stale. Computed once, at start-up.
   */
  buildFingerprint(config: AppConfig): string;
}

/** The provider of the build fingerprint (a string). */
export const PAGE_BUILD_FINGERPRINT = Symbol('PAGE_BUILD_FINGERPRINT');
