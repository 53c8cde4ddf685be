import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DATABASE_SCHEMA } from '../src/database/schema';
import { migrateAndDiff } from '../src/database/schema-drift';
import { TEST_DB_KIND } from './support/test-app';

describe('database migrations', () => {
  it('bring a fresh database exactly to the entities: generating a migration afterwards yields nothing', async () => {
    if (TEST_DB_KIND === 'mariadb') {
      const base = process.env.TEST_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
      const name = `blog_test_schema_${process.pid}`;
      const admin = await createConnection({ uri: base.replace(/^mariadb:/, 'mysql:') });
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      try {
        const drift = await migrateAndDiff({ databaseUrl: `${base}/${name}`, sqlitePath: '' }, DATABASE_SCHEMA);
        expect(drift.up).toEqual([]);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.end();
      }
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'blog-schema-'));
      try {
        const drift = await migrateAndDiff({ databaseUrl: undefined, sqlitePath: join(dir, 'blog.sqlite') }, DATABASE_SCHEMA);
        expect(drift.up).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
