import { spawn, type ChildProcess } from 'node:child_process';
import IORedis from 'ioredis';
import { waitFor } from '../rewards-support';
import { freePort } from './spawned-api';

/** A redis-server of the test's own on a free loopback port: stopping the shared one would disturb other runs. */
export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing is answered (a frozen or swapping Redis). */
  freeze(): void;
  /** SIGCONT: the commands sent meanwhile are answered, in order. */
  thaw(): void;
}

const exited = (child: ChildProcess | null) => !child || child.exitCode !== null || child.signalCode !== null;

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitFor(
      async () => {
        const probe = new IORedis(port, '127.0.0.1', { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } catch {
          return false;
        } finally {
          probe.disconnect();
        }
      },
      10000,
      'redis-server privé',
    );
  };
  const stop = () =>
    new Promise<void>((done) => {
      const current = child;
      if (!current || exited(current)) return done();
      current.once('exit', () => done());
      current.kill('SIGKILL');
    });
  const signal = (name: NodeJS.Signals) => {
    const current = child as ChildProcess | null;
    if (current && !exited(current)) current.kill(name);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      signal('SIGCONT'); // a stopped process still gets SIGKILL, but its exit is only reported once it runs
      await stop();
    },
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
  };
}
