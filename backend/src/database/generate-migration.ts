import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DATABASE_SCHEMA } from './schema';
import { migrateAndDiff } from './schema-drift';

/**
 * Writes a migration for the database kind of this process (DATABASE_URL set: MySQL, else SQLite) from
 * the difference between the entities and a freshly migrated database, and registers it in the index.
 * `scripts/generate-migrations.mjs` runs it once per kind.
 */
async function main(): Promise<void> {
  const name = (process.argv[2] || '').replace(/[^A-Za-z0-9]/g, '');
  if (!name) throw new Error('Usage: generate-migration <NomEnPascalCase>');
  const kind = process.env.DATABASE_URL ? 'mysql' : 'sqlite';
  const drift = await migrateAndDiff(
    {
      databaseUrl: process.env.DATABASE_URL,
      sqlitePath: join(tmpdir(), `blog-migration-${process.pid}.sqlite`),
    },
    DATABASE_SCHEMA,
    { fresh: true },
  );
  if (drift.up.length === 0) {
    console.log(`[${kind}] Aucun changement de schéma.`);
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const dir = resolve(__dirname, '../../src/database/migrations', kind);
  const quote = (q: string) => '    await queryRunner.query(' + JSON.stringify(q) + ');';
  const file = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${drift.up.map(quote).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${drift.down.reverse().map(quote).join('\n')}
  }
}
`;
  const fileName = `${timestamp}-${name}`;
  writeFileSync(join(dir, `${fileName}.ts`), file);
  const indexPath = join(dir, 'index.ts');
  const exportName = kind === 'mysql' ? 'MYSQL_MIGRATIONS' : 'SQLITE_MIGRATIONS';
  const index = readFileSync(indexPath, 'utf8');
  const listed = index.match(new RegExp(`${exportName}: Function\\[\\] = \\[([^\\]]*)\\]`));
  const items = (listed?.[1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  items.push(className);
  const imports = index.split('\n').filter((l) => l.startsWith('import '));
  imports.push(`import { ${className} } from './${fileName}';`);
  writeFileSync(
    indexPath,
    `${imports.join('\n')}\n\n// Ordered list of ${kind === 'mysql' ? 'MySQL/MariaDB' : 'SQLite'} migrations; \`npm run migration:generate -- <Name>\` appends to it.\nexport const ${exportName}: Function[] = [${items.join(', ')}];\n`,
  );
  console.log(`[${kind}] Migration écrite : ${fileName}.ts (${drift.up.length} requêtes).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
