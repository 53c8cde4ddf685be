import { request, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivateServer {
  baseURL: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The built app on a port and data directory of its own, for a spec whose data would disturb the
 * others (the shared server's home page must keep showing the demo articles).
 */
export async function startPrivateServer(env: Record<string, string> = {}): Promise<PrivateServer> {
  // The port is free when asked for, but another process may take it before the server listens:
  // a server that finds it taken is started again on another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnFreePort(env: Record<string, string>): Promise<PrivateServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'blog-e2e-private-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      WHMCS_URL: '',
      AUTH_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_FACTOR: '100',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Le serveur s'est arrêté : ${errors}`);
    }
    const up = await fetch(`${baseURL}/blog/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`Le serveur ne répond pas : ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A private server for the tests of one spec file: started before the first, stopped after the last.
 * `api` sends requests to it; pages reach it through a context opened with `baseURL: server.baseURL`.
 */
export function privateServerForSpec(env: Record<string, string> = {}): { server: PrivateServer; api: APIRequestContext } {
  const state = {} as { server: PrivateServer; api: APIRequestContext };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    state.server = await startPrivateServer(env);
    state.api = await request.newContext({ baseURL: state.server.baseURL });
  });
  test.afterAll(async () => {
    await state.api?.dispose();
    await state.server?.stop();
  });
  return state;
}
