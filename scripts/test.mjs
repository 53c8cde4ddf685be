// `npm test`: every suite, in order — unit, integration on MariaDB, integration on SQLite, browser, load and cluster when asked —
// then one line with the totals: `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';
import { requireSupportedNode } from './node-version.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'blog-tests-'));
const only = process.argv.slice(2);
const results = [];

function run(name, command, args, env, readCounts) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  const counts = readCounts();
  if (!counts) {
    results.push({ name, passed: 0, failed: 1, seconds, note: `aucun rapport (code ${res.status})` });
    return;
  }
  // A crashed runner with every reported test green still counts as a failure.
  if (res.status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts, seconds });
}

function jestCounts(file) {
  return () => {
    if (!existsSync(file)) return null;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
  };
}

function jest(name, project, env) {
  const out = join(reports, `${name}.json`);
  // forceExit: a suite that leaves a socket open must not hold the whole run hostage.
  const workers = project === 'integration' ? ['--maxWorkers=2', '--forceExit'] : [];
  run(name, 'npx', ['jest', '--selectProjects', project, '--json', `--outputFile=${out}`, ...workers], env, jestCounts(out));
}

requireSupportedNode();
const withoutDatabase = { DATABASE_URL: '', TEST_DB: '' };
ensureBuilt();

// Static checks count as one test each: a type error or a lint warning fails the run like a test would.
const checks = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  // Each backend folder on its floor (scripts/layers.json): no climb, no pair of folders or files importing each other.
  ['layers', ['exec', '--', 'node', 'scripts/import-graph.mjs', '--check']],
  ['bundle-budget', ['exec', '-w', 'frontend', '--', 'node', 'scripts/bundle-size.mjs', '--max', '90']],
  // The OpenAPI document against Redocly's recommended rules (redocly.yaml), then a client typed from it.
  ['openapi-lint', ['exec', '--', 'redocly', 'lint', 'openapi/openapi.json']],
  ['openapi-client', ['exec', '--', 'tsc', '-p', 'openapi/client-check/tsconfig.json']],
  // docker-compose.yml accepted by Compose and matching the README (services, ports, variables).
  ['compose', ['exec', '--', 'node', 'scripts/compose-check.mjs']],
  // The table that leads docs/performance.md is the one bench/results.json gives.
  ['perf-summary', ['run', 'bench:summary', '--', '--check']],
];
for (const [name, args] of checks) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const res = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name, passed: res.status === 0 ? 1 : 0, failed: res.status === 0 ? 0 : 1, seconds });
}

jest('unit', 'unit', withoutDatabase);
jest('integration-mariadb', 'integration', { TEST_DB: 'mariadb' });
jest('integration-sqlite', 'integration', { TEST_DB: 'sqlite', DATABASE_URL: '' });

const e2eDir = join(root, 'e2e');
if (existsSync(e2eDir) && readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'))) {
  const out = join(reports, 'browser.json');
  run(
    'browser',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out, ...withoutDatabase },
    () => {
      if (!existsSync(out)) return null;
      const { stats } = JSON.parse(readFileSync(out, 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  );
}

// The load test (about two minutes, production build on MariaDB and Redis) runs when asked:
// `TEST_LOAD=1 npm test` (CI does) or `npm test load`. Each of its checks counts as one test.
if (process.env.TEST_LOAD === '1' || only.includes('load')) {
  const out = join(reports, 'load.json');
  run('load', process.execPath, ['scripts/load-test.mjs', '--report', out], {}, () =>
    existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null,
  );
}

// The cluster test (about three minutes: HAProxy, two API instances and two workers without shared disk,
// instances killed and restarted under traffic) runs when asked: `TEST_CLUSTER=1 npm test` (CI does) or
// `npm test cluster`. Each of its checks counts as one test.
if (process.env.TEST_CLUSTER === '1' || only.includes('cluster')) {
  const out = join(reports, 'cluster.json');
  run('cluster', process.execPath, ['scripts/cluster-test.mjs', '--report', out], {}, () =>
    existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null,
  );
}

rmSync(reports, { recursive: true, force: true });
console.log('');
for (const r of results)
  console.log(`${r.name.padEnd(22)} ${r.passed} réussis, ${r.failed} en échec, ${r.seconds} s${r.note ? ` (${r.note})` : ''}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
