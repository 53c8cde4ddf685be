// npm run bench:rewards — approves 1,000 submissions and measures how fast one worker process credits
// them through WHMCS (the sandbox, no added latency), with MariaDB and Redis as in production.
// Prints time to all credited, credits/s and double/missing credits; exits 1 on any double or missing.
//
// Env: BENCH_MYSQL_URL (mariadb://blog:blog@127.0.0.1:3306), BENCH_REDIS_URL (redis://127.0.0.1:6379),
//      BENCH_SUBMISSIONS (1000), BENCH_CONTRIBUTORS (20), BENCH_CONCURRENCY (20).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisKeys, freePort, root, sleep, spawnNode } from './processes.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
const mysql = require('mysql2/promise');

const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const CONTRIBUTORS = Number(process.env.BENCH_CONTRIBUTORS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const MIN_RATE = 100;

function build() {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(join(root, 'tools/whmcs-sandbox/dist/index.js'))) execFileSync(process.execPath, [tsc, '-p', 'tools/whmcs-sandbox/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  // The backend is always rebuilt: a stale worker.js would measure old code. Type errors elsewhere do not stop the emit.
  try {
    execFileSync(process.execPath, [tsc, '-p', 'backend/tsconfig.build.json'], { cwd: root, stdio: 'pipe' });
  } catch {
    if (!existsSync(join(root, 'backend/dist/worker.js'))) throw new Error('La compilation du backend a échoué');
  }
}

async function pool(items, size, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

async function main() {
  build();
  const { startSandbox } = require(join(root, 'tools/whmcs-sandbox/dist/index.js'));
  const sandbox = await startSandbox({ identifier: 'bench-id', secret: 'bench-secret', port: 0, seedDemo: false });
  const dbName = `blog_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: MYSQL_URL.replace(/^mariadb:/, 'mysql:') });
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const prefix = `bench-${process.pid}-${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'blog-bench-'));
  const port = await freePort();
  const env = {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `${MYSQL_URL}/${dbName}`,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    WHMCS_URL: sandbox.url,
    WHMCS_IDENTIFIER: 'bench-id',
    WHMCS_SECRET: 'bench-secret',
    DEMO_DATA: 'true',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-the-checks',
    AUTH_RATE_LIMIT: '100000',
  };
  const api = spawnNode('backend/dist/main.js', [], env, 'api');
  let worker;
  const base = `http://127.0.0.1:${port}/blog/api`;
  const call = async (method, path, { token, body } = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}${res.status >= 500 ? `\n${api.tail()}` : ''}`);
    return json;
  };
  let failed = false;
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {}
      if (i > 600) throw new Error("L'API n'a pas démarré");
      await sleep(100);
    }
    const adminToken = (await call('POST', '/auth/login', { body: { email: 'admin@demo.local', password: 'Admin!2345' } })).token;
    await call('PUT', '/admin/rewards/settings', { token: adminToken, body: { min_words_count: '100', article_reward_amount: '1.00' } });

    console.log(`Préparation : ${CONTRIBUTORS} contributeurs, ${TOTAL} soumissions…`);
    const contributors = [];
    await pool(Array.from({ length: CONTRIBUTORS }, (_, i) => i), CONCURRENCY, async (i) => {
      const r = await call('POST', '/whmcs/register', {
        body: { firstname: 'Bench', lastname: `N${i}`, email: `bench${i}@exemple.fr`, password: 'Motdepasse!1', address1: '1 rue', city: 'Paris', postcode: '75001', phonenumber: '0123456789' },
      });
      contributors[i] = r.token;
    });
    const content = `<p>${Array.from({ length: 120 }, (_, i) => `mot${i}`).join(' ')}</p>`;
    const submissions = [];
    await pool(Array.from({ length: TOTAL }, (_, i) => i), CONCURRENCY, async (i) => {
      const r = await call('POST', '/submissions', { token: contributors[i % CONTRIBUTORS], body: { title: `Bench ${i}`, content } });
      submissions[i] = r.submission.id;
    });

    const db = await mysql.createConnection({ uri: `${MYSQL_URL.replace(/^mariadb:/, 'mysql:')}/${dbName}` });
    console.log(`Approbation de ${TOTAL} soumissions (${CONCURRENCY} en parallèle)…`);
    const started = performance.now();
    await pool(submissions, CONCURRENCY, (id) => call('PUT', `/admin/submissions/${id}/approve`, { token: adminToken, body: {} }));
    const approvedMs = performance.now() - started;
    // The worker starts once every job is queued, so the credit rate measures the worker and WHMCS alone.
    worker = spawnNode('backend/dist/worker.js', [], env, 'worker');
    while (!worker.tail().includes('Worker démarré')) {
      if (worker.exitCode !== null) throw new Error(`Le worker s'est arrêté :\n${worker.tail()}`);
      await sleep(20);
    }
    const workerStarted = performance.now();
    let counts = {};
    for (;;) {
      const [rows] = await db.query('SELECT status, COUNT(*) AS n FROM rewards GROUP BY status');
      counts = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      if ((counts.credited ?? 0) + (counts.failed ?? 0) >= TOTAL) break;
      if (performance.now() - started > 300_000) break;
      await sleep(50);
    }
    const totalMs = performance.now() - started;
    const creditMs = performance.now() - workerStarted;
    await sleep(500);

    const [rewardRows] = await db.query('SELECT id FROM rewards');
    const [[{ cents }]] = await db.query('SELECT COALESCE(SUM(total_rewards_cents), 0) AS cents FROM users');
    await db.end();
    const perMarker = new Map();
    for (const credit of sandbox.state().credits) {
      const m = /blog-reward:(\d+)/.exec(credit.description);
      if (m) perMarker.set(Number(m[1]), (perMarker.get(Number(m[1])) ?? 0) + 1);
    }
    const double = [...perMarker.values()].filter((n) => n > 1).length;
    const missing = rewardRows.filter((r) => !perMarker.has(Number(r.id))).length + Math.max(0, TOTAL - rewardRows.length);
    const rate = TOTAL / (creditMs / 1000);
    console.log('');
    console.log(`Approbations           : ${TOTAL} en ${(approvedMs / 1000).toFixed(2)} s`);
    console.log(`Crédit par le worker   : ${(creditMs / 1000).toFixed(2)} s (file pleine au démarrage du worker)`);
    console.log(`Tout crédité en        : ${(totalMs / 1000).toFixed(2)} s (depuis la première approbation)`);
    console.log(`Crédits par seconde    : ${rate.toFixed(1)} (objectif ≥ ${MIN_RATE})`);
    console.log(`Statuts                : ${JSON.stringify(counts)}`);
    console.log(`Crédits en double      : ${double}`);
    console.log(`Crédits manquants      : ${missing}`);
    console.log(`Total des contributeurs: ${(Number(cents) / 100).toFixed(2)} (attendu ${TOTAL.toFixed(2)})`);
    if (double > 0 || missing > 0 || Number(cents) !== TOTAL * 100) failed = true;
    if (rate < MIN_RATE) console.log(`Attention : débit sous l'objectif de ${MIN_RATE} crédits/s`);
  } finally {
    await worker?.stop();
    await api.stop();
    await sandbox.close();
    await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await admin.end();
    await deleteRedisKeys(REDIS_URL, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
