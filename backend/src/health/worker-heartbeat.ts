import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file the worker touches while it is well: its container's healthcheck reads its age (docker-compose.yml). */
export const WORKER_HEARTBEAT_FILE = 'worker.heartbeat';
export const WORKER_HEARTBEAT_MS = 10_000;

/**
 * The worker has no HTTP: every 10 s, while Redis answers, it writes the time into
 * `DATA_DIR/worker.heartbeat`. A heartbeat older than a minute means a worker stuck or cut from Redis.
 */
export function startWorkerHeartbeat(dataDir: string, redisUp: () => Promise<boolean>): () => void {
  const file = join(dataDir, WORKER_HEARTBEAT_FILE);
  const beat = async () => {
    if (!(await redisUp().catch(() => false))) return;
    await mkdir(dataDir, { recursive: true })
      .then(() => writeFile(file, `${new Date().toISOString()}\n`))
      .catch(() => undefined);
  };
  void beat();
  const timer = setInterval(() => void beat(), WORKER_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
