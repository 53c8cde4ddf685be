// What the reward benches share: a database of their own on MariaDB, a Redis queue prefix, the built API
// (NODE_ENV=development, demo admin) against a WHMCS sandbox, a JSON client, and the clean-up.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisKeys, freePort, root, sleep, spawnNode } from './processes.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
export const mysql = require('mysql2/promise');

export const ADMIN_LOGIN = { email: 'admin@demo.local', password: 'Admin!2345' };
/** About 120 words: above the minimum the benches set. */
export const BENCH_CONTENT = `<p>${Array.from({ length: 120 }, (_, i) => `mot${i}`).join(' ')}</p>`;

/** Compiles the sandbox (when missing, or always) and the backend: a stale worker.js would measure old code. */
export function buildRewardStack({ sandbox = 'if-missing' } = {}) {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  if (sandbox === 'always' || !existsSync(join(root, 'tools/whmcs-sandbox/dist/index.js'))) {
    execFileSync(process.execPath, [tsc, '-p', 'tools/whmcs-sandbox/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  }
  // Type errors elsewhere do not stop the emit.
  try {
    execFileSync(process.execPath, [tsc, '-p', 'backend/tsconfig.build.json'], { cwd: root, stdio: 'pipe' });
  } catch {
    if (!existsSync(join(root, 'backend/dist/worker.js'))) throw new Error('La compilation du backend a échoué');
  }
}

export function startBenchSandbox() {
  const { startSandbox } = require(join(root, 'tools/whmcs-sandbox/dist/index.js'));
  return startSandbox({ identifier: 'bench-id', secret: 'bench-secret', port: 0, seedDemo: false });
}

/**
 * Starts the API on a fresh database and queue prefix. `env` adds to (or overrides) the defaults; the
 * worker is started by the caller with `stack.env`, when it wants it.
 */
export async function startRewardStack({ name, mysqlBase, redisUrl, sandbox, env: extra = {} }) {
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const dbName = `blog_bench_${name}_${tag}`;
  const admin = await mysql.createConnection({ uri: mysqlBase.replace(/^mariadb:/, 'mysql:') });
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const prefix = `bench-${name}-${tag}`;
  const dataDir = mkdtempSync(join(tmpdir(), `blog-bench-${name}-`));
  const port = await freePort();
  const env = {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `${mysqlBase}/${dbName}`,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    WHMCS_URL: sandbox.url,
    WHMCS_IDENTIFIER: 'bench-id',
    WHMCS_SECRET: 'bench-secret',
    DEMO_DATA: 'true',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-the-checks',
    AUTH_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT_FACTOR: '100',
    ...extra,
  };
  const api = spawnNode('backend/dist/main.js', [], env, `api (${name})`);
  const base = `http://127.0.0.1:${port}/blog/api`;
  const call = async (method, path, { token, body } = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok)
      throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}${res.status >= 500 ? `\n${api.tail()}` : ''}`);
    return json;
  };
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error(`L'API n'a pas démarré :\n${api.tail()}`);
    await sleep(100);
  }
  return {
    env,
    api,
    call,
    /** A connection to the bench's own database (the caller ends it). */
    connect: () => mysql.createConnection({ uri: `${mysqlBase.replace(/^mariadb:/, 'mysql:')}/${dbName}` }),
    /** Signs the demo admin in and sets the reward settings every reward bench uses. */
    async adminToken() {
      const token = (await call('POST', '/auth/login', { body: ADMIN_LOGIN })).token;
      await call('PUT', '/admin/rewards/settings', { token, body: { min_words_count: '100', article_reward_amount: '1.00' } });
      return token;
    },
    /** Registers a WHMCS customer through the API and returns their token. */
    async registerCustomer(email, lastname = 'Bench') {
      const body = {
        firstname: 'Bench',
        lastname,
        email,
        password: 'Motdepasse!1',
        address1: '1 rue',
        city: 'Paris',
        postcode: '75001',
        phonenumber: '0123456789',
      };
      return (await call('POST', '/whmcs/register', { body })).token;
    },
    async stop() {
      await api.stop();
      await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await admin.end();
      await deleteRedisKeys(redisUrl, prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Credits per `blog-reward:<id>` marker in the sandbox's credit log. */
export function creditsPerReward(sandbox) {
  const perMarker = new Map();
  for (const credit of sandbox.state().credits) {
    const m = /\(blog-reward:[0-9a-f]{12}:(\d+)\)$/.exec(credit.description);
    if (m) perMarker.set(Number(m[1]), (perMarker.get(Number(m[1])) ?? 0) + 1);
  }
  return perMarker;
}
