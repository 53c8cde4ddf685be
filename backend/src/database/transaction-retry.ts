const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/**
 * SQLite answers `SQLITE_BUSY` once its busy timeout is spent, and `SQLITE_BUSY_SNAPSHOT` at once when a
 * transaction that began by reading tries to write after another process (the worker) committed since
 * its snapshot: the busy timeout cannot help there, only running the transaction again.
 */
const isRetryable = (code: string | undefined): boolean =>
  code !== undefined && (RETRYABLE.has(code) || code.startsWith('SQLITE_BUSY'));

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e.driverError?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether the database refused this write for a conflict that running it again may resolve. */
export const isRetryableWriteConflict = (error: unknown): boolean => isRetryable(codeOf(error));

/**
 * Runs a whole transaction again when the database chose it as a deadlock victim: concurrent approvals
 * of one author's articles touch the same user row, and InnoDB may roll one back; on SQLite, when
 * another process's write made its snapshot stale. The transaction is all-or-nothing, so running it
 * again is safe.
 */
export async function withDeadlockRetry<T>(work: () => Promise<T>, tries = 8): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !isRetryableWriteConflict(error)) throw error;
      await new Promise((r) => setTimeout(r, 5 * 2 ** attempt + Math.floor(Math.random() * 25)));
    }
  }
}

/**
 * READ COMMITTED on MySQL/MariaDB: these transactions only touch rows by primary key, and without
 * REPEATABLE READ's gap locks concurrent approvals stop deadlocking on the users' secondary indexes.
 * SQLite serialises writers anyway and accepts no other level.
 */
export function shortTransactionIsolation(driverType: string): 'READ COMMITTED' | undefined {
  return driverType === 'mysql' || driverType === 'mariadb' ? 'READ COMMITTED' : undefined;
}
