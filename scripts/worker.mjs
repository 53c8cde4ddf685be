// `npm run worker`: the BullMQ worker (rewards, e-mails, scheduled publications), started again if it dies.
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';
import { requireSupportedNode } from './node-version.mjs';
import { API_NODE_FLAGS } from './node-flags.mjs';
import { supervise } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
requireSupportedNode();
ensureBuilt({ only: ['tools/whmcs-sandbox', 'backend'] });
supervise('Worker', [...API_NODE_FLAGS, 'backend/dist/worker.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
