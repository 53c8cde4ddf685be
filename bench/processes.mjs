// Child processes for the bench (API, worker, load generator, ceiling servers), on loopback only.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A node script as a child process, with the tail of its output kept for error messages. */
export function spawnNode(script, args, env, label, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (d) => (tail = (tail + d.toString()).slice(-6000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!child.stopping && code !== 0) console.error(`[${label}] arrêté (${code ?? signal})\n${tail}`);
  });
  child.tail = () => tail;
  child.stop = () =>
    new Promise((done) => {
      child.stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 8000).unref();
    });
  return child;
}

/** Runs a script to completion and returns its stdout. */
export function runNode(script, args, env = {}, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const child = spawnNode(script, args, env, script);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${script} a échoué (${code})\n${child.tail()}`));
    });
  });
}

export async function waitFor(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {}
    if (Date.now() > end) throw new Error(`${what} : délai dépassé`);
    await sleep(100);
  }
}

/** Peak resident memory of a process since it started (Linux VmHWM), in MB. */
export function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Deletes this run's Redis keys (queues and locks under `prefix`), leaving everything else alone. */
export async function deleteRedisKeys(redisUrl, prefix) {
  const IORedis = createRequire(join(root, 'backend', 'package.json'))('ioredis');
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}
