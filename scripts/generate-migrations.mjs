// Generates one migration per supported database kind from the entity changes: `npm run migration:generate -- Name`.
// MySQL uses MIGRATION_DATABASE_URL (a scratch database that this script empties first).
import { execFileSync } from 'node:child_process';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run migration:generate -- <NomEnPascalCase>');
  process.exit(1);
}
const mysqlUrl = process.env.MIGRATION_DATABASE_URL || 'mariadb://blog:blog@127.0.0.1:3306/blog_migrations';
const run = (env) =>
  execFileSync(process.execPath, ['backend/dist/database/generate-migration.js', name], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

execFileSync('npm', ['run', 'build', '-w', 'backend'], { stdio: 'inherit' });
const withoutUrl = { ...process.env };
delete withoutUrl.DATABASE_URL;
execFileSync(process.execPath, ['backend/dist/database/generate-migration.js', name], { stdio: 'inherit', env: withoutUrl });
run({ DATABASE_URL: mysqlUrl });
