import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions, type DatabaseSchema, type DatabaseTarget } from '../src/database/database-options';
import { DATABASE_SCHEMA } from '../src/database/schema';
import { migrateAndDiff } from '../src/database/schema-drift';
import { TEST_DB_KIND } from './support/test-app';

/** Runs `use` on an empty database of the kind under test, dropped afterwards. */
async function withEmptyDatabase(use: (target: DatabaseTarget) => Promise<void>): Promise<void> {
  if (TEST_DB_KIND === 'mariadb') {
    const base = process.env.TEST_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
    const name = `blog_test_schema_${process.pid}`;
    const admin = await createConnection({ uri: base.replace(/^mariadb:/, 'mysql:') });
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    try {
      await use({ databaseUrl: `${base}/${name}`, sqlitePath: '' });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    }
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'blog-schema-'));
    try {
      await use({ databaseUrl: undefined, sqlitePath: join(dir, 'blog.sqlite') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The schema with its migrations cut before the one named `name`. */
function migrationsBefore(name: string): DatabaseSchema {
  const before = (list: DatabaseSchema['mysqlMigrations']) => {
    const all = list as Array<{ name: string }>;
    const at = all.findIndex((migration) => migration.name.startsWith(name));
    if (at < 0) throw new Error(`no migration named ${name}`);
    return all.slice(0, at) as unknown as DatabaseSchema['mysqlMigrations'];
  };
  return {
    ...DATABASE_SCHEMA,
    mysqlMigrations: before(DATABASE_SCHEMA.mysqlMigrations),
    sqliteMigrations: before(DATABASE_SCHEMA.sqliteMigrations),
  };
}

async function openDatabase(target: DatabaseTarget, schema: DatabaseSchema): Promise<DataSource> {
  const db = new DataSource({ ...buildDataSourceOptions(target, schema), migrationsRun: false, logging: false });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  return db;
}

describe('database migrations', () => {
  it('bring a fresh database exactly to the entities: generating a migration afterwards yields nothing', async () => {
    await withEmptyDatabase(async (target) => {
      const drift = await migrateAndDiff(target, DATABASE_SCHEMA);
      expect(drift.up).toEqual([]);
    });
  });

  it('move the page store’s two values out of the settings into its own table, leaving the settings alone', async () => {
    await withEmptyDatabase(async (target) => {
      const old = await openDatabase(target, migrationsBefore('PageStoreValues'));
      const settings = old.createQueryBuilder().insert().into('settings', ['key', 'value']);
      await settings
        .values([
          { key: 'page_store_epoch', value: 'epoch-1' },
          { key: 'page_store_last_change', value: 'change-9' },
          { key: 'reward_amount', value: '1.00' },
        ])
        .execute();
      await old.destroy();

      const db = await openDatabase(target, DATABASE_SCHEMA);
      try {
        const moved = await db
          .createQueryBuilder()
          .select(['p.key AS k', 'p.value AS v'])
          .from('page_store_values', 'p')
          .orderBy('p.key')
          .getRawMany();
        expect(moved).toEqual([
          { k: 'epoch', v: 'epoch-1' },
          { k: 'last_change', v: 'change-9' },
        ]);
        const kept = await db.createQueryBuilder().select('s.key', 'k').from('settings', 's').getRawMany();
        expect(kept).toEqual([{ k: 'reward_amount' }]);
      } finally {
        await db.destroy();
      }
    });
  });
});
