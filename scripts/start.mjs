// `npm start`: builds what is not built yet, then runs the API (which migrates, seeds demo data when the
// database is empty, and serves the blog), started again if it ever dies (scripts/supervise.mjs).
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';
import { API_NODE_FLAGS } from './node-flags.mjs';
import { requireSupportedNode } from './node-version.mjs';
import { supervise } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
requireSupportedNode();
ensureBuilt();
supervise('API', [...API_NODE_FLAGS, 'backend/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
