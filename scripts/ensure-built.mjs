// Builds each workspace whose output is missing or older than its sources, so `npm start` on a fresh
// clone (or after a pull) serves what the sources say without a manual build step.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const workspaces = [
  { name: 'tools/whmcs-sandbox', sources: ['src', 'tsconfig.build.json'], outputs: ['dist/index.js', 'dist/cli.js'] },
  { name: 'packages/writing-analysis', sources: ['src', 'tsconfig.build.json'], outputs: ['dist/index.js'] },
  { name: 'backend', sources: ['src', 'tsconfig.build.json'], outputs: ['dist/main.js', 'dist/worker.js'] },
  {
    name: 'frontend',
    sources: ['src', 'index.html', 'vite.config.ts', 'public'],
    outputs: ['dist/client/index.html', 'dist/server/entry-server.js'],
  },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

function oldest(paths) {
  let min = Infinity;
  for (const p of paths) min = Math.min(min, existsSync(p) ? statSync(p).mtimeMs : 0);
  return min;
}

export function ensureBuilt({ quiet = false, only = [] } = {}) {
  for (const ws of workspaces) {
    if (only.length && !only.includes(ws.name)) continue;
    const dir = join(root, ws.name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const sourceTime = Math.max(...ws.sources.map((s) => newest(join(dir, s))));
    const outputTime = oldest(ws.outputs.map((o) => join(dir, o)));
    if (outputTime >= sourceTime) continue;
    if (!quiet) console.log(`Compilation de ${ws.name}…`);
    // Always the production build, whoever asks (jest runs with NODE_ENV=test: Vite would then emit the
    // development JSX runtime, which the server bundle's production React does not have).
    execFileSync('npm', ['run', 'build', '-w', ws.name], {
      cwd: root,
      stdio: quiet ? 'ignore' : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

// `node scripts/ensure-built.mjs [workspace…]`: all workspaces, or only those named.
if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt({ only: process.argv.slice(2) });
