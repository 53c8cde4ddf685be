/**
 * Runs before each integration test file is loaded. The database kind must be known before any entity
 * is imported (column types depend on it): TEST_DB=sqlite selects the embedded default, anything else
 * MariaDB at TEST_MYSQL_URL. Each app started by `startTestApp` then gets its own fresh database.
 */
process.env.NODE_ENV = 'test';
process.env.AUTH_RATE_LIMIT ??= '100000';
// Failed customer sign-ins wait for this floor (1 s by default); the timing test sets its own.
process.env.WHMCS_AUTH_FLOOR_MS ??= '0';
if ((process.env.TEST_DB ?? 'mariadb') === 'sqlite') {
  delete process.env.DATABASE_URL;
} else {
  process.env.DATABASE_URL = `${process.env.TEST_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306'}/blog_test`;
}
