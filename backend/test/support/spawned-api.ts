import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const MAIN_JS = resolve(__dirname, '../../dist/main.js');

export interface SpawnedApi {
  child: ChildProcess;
  origin: string;
  dataDir: string;
  output(): string;
  /** Resident memory of the API process, in MB (Linux /proc). */
  rssMb(): number;
  /** Sends the signal and resolves with the exit code, or the signal that ended it, once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** The built API (`backend/dist/main.js`) in a process of its own, SQLite in a fresh data directory unless env says otherwise. */
export async function spawnApi(env: Record<string, string | undefined> = {}): Promise<SpawnedApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'blog-spawned-'));
  const childEnv: Record<string, string> = {};
  const merged = {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    WHMCS_URL: '',
    NODE_ENV: 'test',
    DEMO_DATA: 'true',
    JWT_SECRET: 'test-secret-that-is-long-enough-to-pass-checks',
    // Tests write far faster than a person; the per-account write limits have their own test.
    WRITE_RATE_LIMIT_FACTOR: '100',
    // Nothing balances load in front of a test's instance: SIGTERM need not wait for one to notice.
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  for (const [key, value] of Object.entries(merged)) if (value !== undefined) childEnv[key] = value;
  const child = spawn(process.execPath, [MAIN_JS], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`L'API s'est arrêtée au démarrage : ${output}`);
    if (
      await fetch(`${origin}/blog/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`L'API ne répond pas : ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    origin,
    dataDir,
    output: () => output,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: (signal = 'SIGTERM') =>
      new Promise<number | NodeJS.Signals | null>((done) => {
        const finish = () => {
          rmSync(dataDir, { recursive: true, force: true });
          done(child.exitCode ?? child.signalCode);
        };
        if (child.exitCode !== null || child.signalCode !== null) return finish();
        child.once('exit', finish);
        child.kill(signal);
      }),
  };
}
