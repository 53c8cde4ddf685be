// Approval → credited latency, as in bench/rewards.mjs (same processes, same sandbox) but one
// approval at a time with the worker already up: the delay a contributor sees, not a throughput.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisKeys, freePort, root, sleep, spawnNode, waitFor } from './processes.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));

export async function measureApprovalToCredited({ mysqlBase, redisUrl, sandbox, samples = 20 }) {
  const mysql = require('mysql2/promise');
  const dbName = `blog_bench_rewards_${randomBytes(3).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: mysqlBase.replace(/^mariadb:/, 'mysql:') });
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const prefix = `bench-latency-${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'blog-bench-rewards-'));
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
  };
  const api = spawnNode('backend/dist/main.js', [], env, 'api (récompenses)');
  let worker;
  let db;
  const base = `http://127.0.0.1:${port}/blog/api`;
  const call = async (method, path, { token, body } = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  try {
    await waitFor(async () => (await fetch(`${base}/health`)).ok, 60_000, "Démarrage de l'API");
    worker = spawnNode('backend/dist/worker.js', [], env, 'worker');
    await waitFor(() => worker.tail().includes('Worker démarré'), 60_000, 'Démarrage du worker');
    const adminToken = (await call('POST', '/auth/login', { body: { email: 'admin@demo.local', password: 'Admin!2345' } })).token;
    await call('PUT', '/admin/rewards/settings', { token: adminToken, body: { min_words_count: '100', article_reward_amount: '1.00' } });
    const contributor = (
      await call('POST', '/whmcs/register', {
        body: { firstname: 'Bench', lastname: 'Latence', email: `latence-${prefix}@exemple.fr`, password: 'Motdepasse!1', address1: '1 rue', city: 'Paris', postcode: '75001', phonenumber: '0123456789' },
      })
    ).token;
    db = await mysql.createConnection({ uri: `${mysqlBase.replace(/^mariadb:/, 'mysql:')}/${dbName}` });
    const content = `<p>${Array.from({ length: 120 }, (_, i) => `mot${i}`).join(' ')}</p>`;
    const latencies = [];
    for (let i = 0; i < samples; i += 1) {
      const id = (await call('POST', '/submissions', { token: contributor, body: { title: `Latence ${i}`, content } })).submission.id;
      const started = performance.now();
      await call('PUT', `/admin/submissions/${id}/approve`, { token: adminToken, body: {} });
      for (;;) {
        const [rows] = await db.query('SELECT status FROM rewards WHERE submission_id = ?', [id]);
        if (rows[0]?.status === 'credited' || rows[0]?.status === 'failed') break;
        if (performance.now() - started > 30_000) throw new Error(`Récompense de la soumission ${id} non créditée après 30 s`);
        await sleep(5);
      }
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    return { samples, p50: latencies[Math.floor(latencies.length / 2)], max: latencies.at(-1) };
  } finally {
    await db?.end();
    await worker?.stop();
    await api.stop();
    await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await admin.end();
    await deleteRedisKeys(redisUrl, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
