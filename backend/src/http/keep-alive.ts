/**
 * How long the API keeps an idle connection: longer than HAProxy keeps one in its pool of connections to
 * the instances (`pool-purge-delay`, deploy/haproxy.cfg) and longer than any of its idle timeouts, so
 * that the API never closes a connection HAProxy is about to reuse (keep-alive.spec.ts reads the file).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Above the keep-alive timeout: a kept connection's next request is not cut while its headers arrive. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1000;
