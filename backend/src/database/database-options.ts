import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/**
 * Every entity and the migrations of each dialect, handed over by the application's composition
 * (`database/schema.ts`, above every module whose tables they name).
 */
export interface DatabaseSchema {
  entities: NonNullable<DataSourceOptions['entities']>;
  mysqlMigrations: NonNullable<DataSourceOptions['migrations']>;
  sqliteMigrations: NonNullable<DataSourceOptions['migrations']>;
}

export interface DatabaseTarget {
  databaseUrl: string | undefined;
  sqlitePath: string;
}

/**
 * MySQL/MariaDB when a URL is given, else the embedded SQLite file. Both run their own migrations at
 * start-up; `synchronize` stays off so that the schema only ever changes through reviewed migrations.
 */
export function buildDataSourceOptions(target: DatabaseTarget, schema: DatabaseSchema): DataSourceOptions {
  if (target.databaseUrl) {
    // TypeORM reads MariaDB's information schema differently from MySQL's (defaults, index names):
    // a mariadb:// URL selects its MariaDB dialect so that schema comparisons come out exact.
    const mariadb = target.databaseUrl.startsWith('mariadb:');
    return {
      type: mariadb ? 'mariadb' : 'mysql',
      url: target.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      entities: schema.entities,
      migrations: schema.mysqlMigrations,
      migrationsRun: true,
      synchronize: false,
      // `trace: false`: mysql2 would capture a stack trace before every query (1.5 % of an uncached
      // page's CPU) to name the caller in its errors; TypeORM's own errors carry the query.
      extra: { connectionLimit: 20, enableKeepAlive: true, connectTimeout: 5000, trace: false },
    };
  }
  if (target.sqlitePath !== ':memory:') mkdirSync(dirname(target.sqlitePath), { recursive: true });
  return {
    type: 'better-sqlite3',
    database: target.sqlitePath,
    // Handed over rather than loaded by TypeORM: better-sqlite3 13 (Node-API, the version that runs on
    // Node.js 24) is this package's own dependency, above the range TypeORM's peer dependency names.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    driver: require('better-sqlite3') as unknown,
    entities: schema.entities,
    migrations: schema.sqliteMigrations,
    migrationsRun: true,
    synchronize: false,
    // WAL lets readers proceed while a writer commits; the busy timeout absorbs short write contention.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('synchronous = NORMAL');
    },
  };
}
