import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A MariaDB server of the test's own, on its own port and data directory, so that a test can stop and
 * restart it without touching the shared server other suites use.
 */
export class PrivateMariaDb {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'blog-mariadb-'));
  port = 0;

  get url(): string {
    return `mariadb://root@127.0.0.1:${this.port}/blog`;
  }

  async init(): Promise<void> {
    this.port = await freePort();
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${this.dir}/data`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { stdio: 'ignore' },
    );
    await this.start();
    const c = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    await c.query('CREATE DATABASE blog CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await c.end();
  }

  async start(): Promise<void> {
    this.process = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${this.dir}/data`,
        `--socket=${this.dir}/mariadb.sock`,
        `--pid-file=${this.dir}/mariadb.pid`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        '--user=root',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const c = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root', connectTimeout: 1000 });
        await c.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  async stop(): Promise<void> {
    const proc = this.process;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
    this.process = null;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
