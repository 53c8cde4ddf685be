// `npm start`: builds what is not built yet, then runs the API (which migrates, seeds demo data when the
// database is empty, and serves the blog). Signals are passed on so Ctrl+C stops it cleanly.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureBuilt();
// As in production (see the Dockerfile): two malloc arenas instead of one per thread, a bounded old
// generation and a smaller young one keep the resident memory lower under load.
const child = spawn(
  process.execPath,
  ['--enable-source-maps', '--max-old-space-size=192', '--max-semi-space-size=16', 'backend/dist/main.js'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
