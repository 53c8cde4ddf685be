import { DataSource } from 'typeorm';
import { buildDataSourceOptions, DatabaseTarget, type DatabaseSchema } from './database-options';

export interface SchemaDrift {
  up: string[];
  down: string[];
}

/** Runs every migration on the target, then asks TypeORM what it would still change to match the entities. */
export async function migrateAndDiff(
  target: DatabaseTarget,
  schema: DatabaseSchema,
  options: { fresh?: boolean } = {},
): Promise<SchemaDrift> {
  const dataSource = new DataSource({ ...buildDataSourceOptions(target, schema), migrationsRun: false, logging: false });
  await dataSource.initialize();
  try {
    if (options.fresh) await dataSource.dropDatabase();
    await dataSource.runMigrations({ transaction: 'each' });
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return { up: sql.upQueries.map((q) => q.query), down: sql.downQueries.map((q) => q.query) };
  } finally {
    await dataSource.destroy();
  }
}
