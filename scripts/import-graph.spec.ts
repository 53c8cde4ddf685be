// `node scripts/import-graph.mjs --check` on small trees written to a temporary folder: each planted fault
// (a climb, a pair cycle, a file cycle, a folder with no floor, a migration importing application code, an ORM call
// outside a repository, a table written by a second repository or missing from ARCHITECTURE.md's writers table) fails
// the check and is named by file and line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const script = join(__dirname, 'import-graph.mjs');

/** Floors of the trees below, lowest first, in the form of scripts/layers.json. */
const LAYERS = {
  entryPoints: ['main.ts'],
  composition: ['common/all.ts'],
  migrations: { path: 'rewards/migrations/', packages: ['typeorm'], folders: ['rewards'] },
  orm: { endings: ['.repository.ts'], folders: ['common'] },
  writers: { outOfScope: ['common'] },
  floors: [['common'], ['users', 'auth'], ['rewards'], ['app'], ['main']],
};

/** A clean tree: common (floor 0), users and auth (1), rewards (2), the entry point (4). */
const CLEAN: Record<string, string> = {
  'common/text.ts': 'export const trim = (s: string) => s.trim();\n',
  'users/user.ts': "import { trim } from '../common/text';\nexport const nameOf = (s: string) => trim(s);\n",
  'auth/session.ts': "import type { nameOf } from '../users/user';\nexport type Name = ReturnType<typeof nameOf>;\n",
  'rewards/reward.ts':
    "import { nameOf } from '../users/user';\nimport { trim } from '../common/text';\nexport const label = (s: string) => trim(nameOf(s));\n",
  'main.ts':
    "import { label } from './rewards/reward';\nvoid import('./auth/session');\nexport const run = () => label(' x ');\n",
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function check(files: Record<string, string>, floors = LAYERS.floors) {
  const src = join(dir, 'src');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  writeFileSync(join(dir, 'layers.json'), JSON.stringify({ ...LAYERS, floors }));
  const res = spawnSync(process.execPath, [script, '--check', '--root', src, '--layers', join(dir, 'layers.json')], {
    encoding: 'utf8',
  });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}

it('passes a tree that only imports its own floor and the floors below', () => {
  const { status, output } = check(CLEAN);
  expect(output).toContain('layers: ok');
  expect(status).toBe(0);
});

it('fails on an import that climbs a floor, type-only included, naming its file and line', () => {
  const { status, output } = check({
    ...CLEAN,
    'common/labels.ts': "// labels\nimport type { label } from '../rewards/reward';\nexport type L = typeof label;\n",
  });
  expect(status).toBe(1);
  expect(output).toContain('upward  common (floor 0) -> rewards (floor 2) (1)');
  expect(output).toContain('common/labels.ts:2 imports rewards/reward.ts');
  expect(output).toContain('upward arrows (lower layer imports higher): 1');
});

it('fails on two folders of one floor importing each other', () => {
  const { status, output } = check({
    ...CLEAN,
    'users/profile.ts': "import type { Name } from '../auth/session';\nexport type P = Name;\n",
  });
  expect(status).toBe(1);
  expect(output).toContain('cycle   auth <-> users');
  expect(output).toContain('users/profile.ts:1 imports auth/session.ts');
  expect(output).toContain('auth/session.ts:1 imports users/user.ts');
  expect(output).toContain('upward arrows (lower layer imports higher): 0');
});

it('fails on three folders of one floor importing each other in turn', () => {
  const ring = {
    'x/a.ts': "import type { B } from '../y/b';\nexport type A = B;\n",
    'y/b.ts': 'export type B = string;\n',
    'y/c.ts': "import type { D } from '../z/d';\nexport type C = D;\n",
    'z/d.ts': 'export type D = string;\n',
    'z/e.ts': "import type { F } from '../x/f';\nexport type E = F;\n",
    'x/f.ts': 'export type F = string;\n',
  };
  const { status, output } = check({ ...CLEAN, ...ring }, [...LAYERS.floors, ['x', 'y', 'z']]);
  expect(status).toBe(1);
  expect(output).toContain('cycles (pairs importing each other): 0');
  expect(output).toContain('folder ring  x -> y -> z');
  expect(output).toContain('z/e.ts:1 imports x/f.ts');
});

it('fails on files that reach themselves through their imports, inside one folder', () => {
  const { status, output } = check({
    ...CLEAN,
    'common/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'common/b.ts': "export const b = 1;\nexport const c = () => import('./a');\n",
  });
  expect(status).toBe(1);
  expect(output).toContain('file cycle  common/a.ts <-> common/b.ts');
  expect(output).toContain('common/a.ts:1 imports common/b.ts');
  expect(output).toContain('common/b.ts:2 imports common/a.ts');
});

it('fails on a folder that has no floor yet', () => {
  const { status, output } = check({ ...CLEAN, 'newsletter/issue.ts': "export * from '../common/text';\n" });
  expect(status).toBe(1);
  expect(output).toContain('folders with no layer (add them to scripts/layers.json): newsletter');
});

it('counts the composition as the app and the entry points above it', () => {
  const composition = {
    'common/all.ts': "export * from '../rewards/reward';\n",
    'app.module.ts': "export * from './common/all';\n",
  };
  expect(check({ ...CLEAN, ...composition }).status).toBe(0);
  const { status, output } = check({ ...CLEAN, ...composition, 'app.module.ts': "export * from './main';\n" });
  expect(status).toBe(1);
  expect(output).toContain('upward  app (floor 3) -> main (floor 4) (1)');
});

it('lets a migration import typeorm and its own folder only, whatever the floors allow', () => {
  const migration = (imports: string) => ({
    ...CLEAN,
    'rewards/migrations/1-Initial.ts': `${imports}export class Initial1 {}\n`,
  });
  expect(check(migration("import { MigrationInterface } from 'typeorm';\nimport { label } from '../reward';\n")).status).toBe(0);

  // users is a floor below rewards: any other file of rewards may import it.
  const fromModule = check(migration("import { QueryRunner } from 'typeorm';\nimport { nameOf } from '../../users/user';\n"));
  expect(fromModule.status).toBe(1);
  expect(fromModule.output).toContain('upward arrows (lower layer imports higher): 0');
  expect(fromModule.output).toContain('migration imports beyond typeorm, rewards/: 1');
  expect(fromModule.output).toContain('rewards/migrations/1-Initial.ts:2 imports users/user.ts');

  const fromPackage = check(migration("import { createHash } from 'node:crypto';\n"));
  expect(fromPackage.status).toBe(1);
  expect(fromPackage.output).toContain('rewards/migrations/1-Initial.ts:1 imports node:crypto');
});

it('lets only repositories and the folders named reach the ORM, whatever a comment says', () => {
  const query = "export const find = (tx: any) => tx.manager.findOne('Reward', {});\n";
  const allowed = {
    'rewards/rewards.repository.ts': query,
    'common/unit-of-work.ts': 'export const open = (db: any) => db.createQueryBuilder();\n',
    // A comment may name the ORM.
    'rewards/reward.service.ts': '/** Never tx.manager here: the repository reads. */\nexport const rule = 1;\n',
  };
  expect(check({ ...CLEAN, ...allowed }).status).toBe(0);

  const { status, output } = check({
    ...CLEAN,
    ...allowed,
    'rewards/reward-history.ts': `${query}export const all = (db: any) => db.getRepository('Reward');\n`,
    'users/user.service.ts': '@InjectDataSource() export class UserService {}\n',
  });
  expect(status).toBe(1);
  expect(output).toContain('ORM calls outside *.repository.ts, common/: 3');
  expect(output).toContain('rewards/reward-history.ts:1 uses .manager');
  expect(output).toContain('rewards/reward-history.ts:2 uses getRepository(');
  expect(output).toContain('users/user.service.ts:1 uses @InjectDataSource(');
});

it('fails when the picture of ARCHITECTURE.md is not the list of floors', () => {
  const picture = (floors: string) =>
    `# Architecture\n\n<!-- layers: start -->\n\n\`\`\`text\n${floors}\n\`\`\`\n\n<!-- layers: end -->\n\n` +
    '<!-- writers: start -->\n<!-- writers: end -->\n';
  const run = (floors: string) => {
    check(CLEAN);
    writeFileSync(join(dir, 'ARCHITECTURE.md'), picture(floors));
    const args = ['--check', '--root', join(dir, 'src'), '--layers', join(dir, 'layers.json')];
    return spawnSync(process.execPath, [script, ...args, '--architecture', join(dir, 'ARCHITECTURE.md')], { encoding: 'utf8' });
  };
  expect(run('4 main\n3 app\n2 rewards\n1 auth, users\n0 common').status).toBe(0);
  const moved = run('4 main\n3 app\n2 rewards, users\n1 auth\n0 common');
  expect(moved.status).toBe(1);
  expect(moved.stdout).toContain('floor 1:');
  expect(moved.stdout).toContain('shows auth, the list has auth, users');
});

describe('one writer per table', () => {
  const entities = {
    'users/entities/user.entity.ts': "@Entity('users')\nexport class User {}\n",
    'rewards/entities/reward.entity.ts': "@Entity('rewards')\nexport class Reward {}\n",
  };
  const repositories = {
    'users/users.repository.ts': 'export const add = (tx: any, id: number) => tx.manager.increment(User, { id }, "n", 1);\n',
    'rewards/rewards.repository.ts':
      "export const mark = (tx: any) => tx.manager.query('UPDATE rewards SET status = ?', ['x']);\n",
  };
  const writersTable = (rows: string) =>
    '# Architecture\n\n<!-- layers: start -->\n\n```text\n4 main\n3 app\n2 rewards\n1 auth, users\n0 common\n```\n\n' +
    '<!-- layers: end -->\n\n<!-- writers: start -->\n\n| table | écrite par (dépôt) | appelée aussi depuis |\n| --- | --- | --- |\n' +
    `${rows}\n<!-- writers: end -->\n`;
  const BOTH = '| `users` | `users/users.repository.ts` | `rewards/` |\n| `rewards` | `rewards/rewards.repository.ts` | — |\n';
  const run = (files: Record<string, string>, rows: string) => {
    check({ ...CLEAN, ...entities, ...repositories, ...files });
    writeFileSync(join(dir, 'ARCHITECTURE.md'), writersTable(rows));
    const args = ['--check', '--root', join(dir, 'src'), '--layers', join(dir, 'layers.json')];
    const res = spawnSync(process.execPath, [script, ...args, '--architecture', join(dir, 'ARCHITECTURE.md')], {
      encoding: 'utf8',
    });
    return { status: res.status, output: `${res.stdout}${res.stderr}` };
  };

  it('passes when each table is written by the repository the table names', () => {
    const { status, output } = run({}, BOTH);
    expect(output).toContain('layers: ok');
    expect(status).toBe(0);
  });

  it('fails on a second repository writing a table, by TypeORM or by SQL, naming its file and line', () => {
    const { status, output } = run(
      {
        'rewards/credit.repository.ts':
          "// Adds to the author's total.\nexport const credit = (tx: any, id: number) => tx.manager.increment(User, { id }, 'total', 1);\n" +
          'export const undo = (tx: any) => tx.manager.query(`UPDATE users SET total = 0`);\n',
      },
      BOTH,
    );
    expect(status).toBe(1);
    expect(output).toContain(
      'rewards/credit.repository.ts:2 writes users (increment); ARCHITECTURE.md: users/users.repository.ts',
    );
    expect(output).toContain('rewards/credit.repository.ts:3 writes users (SQL)');
  });

  it('fails on a table missing from the writers table, and on a row whose repository never writes it', () => {
    const missing = run({}, '| `users` | `users/users.repository.ts` | — |\n| `rewards` | `users/users.repository.ts` | — |\n');
    expect(missing.status).toBe(1);
    expect(missing.output).toContain(
      'rewards/rewards.repository.ts:1 writes rewards (SQL); ARCHITECTURE.md: users/users.repository.ts',
    );
    expect(missing.output).toContain('ARCHITECTURE.md gives rewards to users/users.repository.ts, which never writes it');
    const absent = run({}, '| `users` | `users/users.repository.ts` | — |\n');
    expect(absent.status).toBe(1);
    expect(absent.output).toContain(
      'rewards/rewards.repository.ts:1 writes rewards (SQL); ARCHITECTURE.md: no row for this table',
    );
  });

  it('fails on a file other than a repository writing a table, whatever ARCHITECTURE.md says', () => {
    const { status, output } = run(
      {
        'rewards/reward-writes.ts': "export const sql = 'INSERT INTO rewards (id) VALUES (?) ON DUPLICATE KEY UPDATE id = id';\n",
      },
      BOTH,
    );
    expect(status).toBe(1);
    expect(output).toContain('stray write  rewards/reward-writes.ts:1 writes rewards (SQL)');
  });
});

it('passes the real backend and its ARCHITECTURE.md', () => {
  const res = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(res.stdout).toContain('layers: ok');
  expect(res.status).toBe(0);
});
