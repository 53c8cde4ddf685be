import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { startTestSandbox, startWorker, uniquePrefix, type WorkerProcess } from '../rewards-support';
import { startPrivateRedis, type PrivateRedis } from './private-redis';
import { startTestApp, type TestApp } from './test-app';

const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The production shape of a test: the app and the worker process on Redis, WHMCS in its sandbox. */
export interface WorkerStack {
  t: TestApp;
  sandbox: RunningSandbox;
  worker: WorkerProcess;
  /** The test's own Redis, when it asked for one (to stop and restart it); otherwise the shared one is used. */
  redis: PrivateRedis | null;
  admin: string;
  stop(): Promise<void>;
}

/**
 * Starts the sandbox, the app and the worker with the same environment (`QUEUE_PREFIX` unique to this
 * run), and signs the admin in. `privateRedis`: a redis-server of the test's own, which it may stop.
 */
export async function startWorkerStack(
  name: string,
  env: Record<string, string>,
  options: { privateRedis?: boolean } = {},
): Promise<WorkerStack> {
  const redis = options.privateRedis ? await startPrivateRedis() : null;
  const sandbox = await startTestSandbox();
  const fullEnv = {
    WHMCS_URL: sandbox.url,
    REDIS_URL: redis?.url ?? SHARED_REDIS_URL,
    QUEUE_PREFIX: uniquePrefix(name),
    ...env,
  };
  const t = await startTestApp({ env: fullEnv });
  const worker = startWorker(fullEnv);
  const admin = await t.login();
  return {
    t,
    sandbox,
    worker,
    redis,
    admin,
    async stop() {
      await worker.stop();
      await t.close();
      await sandbox.close();
      await redis?.stop();
    },
  };
}

/** The embedded default of a test: the app runs its jobs in process (no Redis), WHMCS in its sandbox. */
export interface EmbeddedStack {
  t: TestApp;
  sandbox: RunningSandbox;
  admin: string;
  stop(): Promise<void>;
}

export async function startEmbeddedStack(env: Record<string, string> = {}): Promise<EmbeddedStack> {
  const sandbox = await startTestSandbox();
  const t = await startTestApp({ env: { WHMCS_URL: sandbox.url, REDIS_URL: undefined, ...env } });
  const admin = await t.login();
  return {
    t,
    sandbox,
    admin,
    async stop() {
      await t.close();
      await sandbox.close();
    },
  };
}
