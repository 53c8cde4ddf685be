import type { DatabaseSchema } from './database-options';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/**
 * The application's schema: every entity and the migrations of each dialect. Part of the composition (with
 * `entities.ts` and `migrations/`, above every module whose tables they name), handed to `DatabaseModule`.
 */
export const DATABASE_SCHEMA: DatabaseSchema = {
  entities: ENTITIES,
  mysqlMigrations: MYSQL_MIGRATIONS,
  sqliteMigrations: SQLITE_MIGRATIONS,
};
