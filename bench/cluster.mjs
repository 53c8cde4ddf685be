// npm run bench:cluster [-- --size 1000] [--connections 50] [--warmup 5] [--duration 15]
// The cluster row of the bench: HAProxy (Debian's package, deploy/haproxy.cfg as in production) in front
// of two API instances (each with its own DATA_DIR; MariaDB and Redis shared), beside the same HAProxy in
// front of two ceiling servers (bare node:http answering the same bytes) in the same run. The cached
// article page and home, then the render without any cache (memory cache and page store off) the same way.
// `npm run bench` runs it too (unless --no-cluster). Loopback only; every process is stopped at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, root, runNode, spawnNode, waitFor, deleteRedisKeys } from './processes.mjs';
import { mysqlAdapter, seed } from './seed.mjs';

export const CLUSTER_BUDGETS = { ratio: 0.5, coldRatio: 0.03, keepAliveGain: 1.8 };
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-the-checks';
const DB_NAME = 'blog_bench_cluster';
/** Ceiling measurements per configuration, in alternating turns. */
const CEILING_TURNS = 3;
const require = createRequire(join(root, 'backend', 'package.json'));

const KEEP_ALIVE = /^(\s*)option http-keep-alive\n\s*http-reuse safe$/m;

/**
 * HAProxy with the production configuration, in front of two addresses; resolves once it routes.
 * `perRequest`: the configuration as it was before connections to the servers were kept (`option
 * http-server-close`, one connection per request), to measure what keeping them brings.
 */
async function startHaproxy(dir, name, upstreams, readyPath, { perRequest = false } = {}) {
  const port = await freePort();
  const cfg = join(dir, `haproxy-${name}.cfg`);
  const production = readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  if (perRequest && !KEEP_ALIVE.test(production))
    throw new Error('deploy/haproxy.cfg : « option http-keep-alive » suivi de « http-reuse safe » introuvable');
  writeFileSync(cfg, perRequest ? production.replace(KEEP_ALIVE, '$1option http-server-close') : production);
  const child = spawn(HAPROXY, ['-db', '-f', cfg], {
    env: { ...process.env, HAPROXY_BIND: `127.0.0.1:${port}`, API1: upstreams[0], API2: upstreams[1] },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d) => (log = (log + d).slice(-6000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    // Both servers must be up in HAProxy's eyes (two checks each) before anything is measured.
    await waitFor(
      async () => {
        const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${origin}${readyPath}`).then((r) => r.status)));
        return answers.every((s) => s === 200);
      },
      30_000,
      `HAProxy ${name}\n${log}`,
    );
    await new Promise((r) => setTimeout(r, 2500));
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, log: () => log };
}

async function startApi(env, label) {
  const port = await freePort();
  // As in production and in bench/run.mjs (see the Dockerfile).
  const api = spawnNode(
    'backend/dist/main.js',
    [],
    { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=16', ...env, PORT: String(port) },
    label,
  );
  api.address = `127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`http://${api.address}/blog/api/health/ready`)).ok, 120_000, `Démarrage de ${label}`);
  return api;
}

/** The answer as the ceiling replays it (see bench/run.mjs), asked without compression as autocannon asks. */
async function capture(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = {};
  for (const [k, v] of res.headers)
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) headers[k] = v;
  return { status: res.status, headers, body: body.toString('base64'), bytes: body.length };
}

/**
 * `context`: { size, sandbox (WHMCS sandbox, for the configuration), mysqlBase (`mysql://user:pass@host:port`),
 * redisUrl, connections, warmupS, durationS }. Returns the rows, each with its ceiling and ratio.
 */
export async function clusterRows({ size, sandbox, mysqlBase, redisUrl, connections, warmupS, durationS }) {
  const mysql = require('mysql2/promise');
  const base = mysqlBase.replace(/^mariadb:/, 'mysql:');
  const tmp = mkdtempSync(join(tmpdir(), 'blog-bench-cluster-'));
  const prefix = `bench-cluster-${process.pid}`;
  const dropDatabase = async () => {
    const admin = await mysql.createConnection({ uri: base });
    await admin.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
    await admin.end();
  };
  const load = async (url) => {
    const out = await runNode(
      'bench/load.mjs',
      [url, String(connections), String(warmupS), String(durationS)],
      {},
      (warmupS + durationS + 60) * 1000,
    );
    return JSON.parse(out.trim().split('\n').at(-1));
  };
  const stops = [];
  const stopAll = async () => {
    while (stops.length) await stops.pop()();
  };
  try {
    await dropDatabase();
    const admin = await mysql.createConnection({ uri: base });
    await admin.query(`CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    const env = (name, extra = {}) => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '0',
      DATA_DIR: mkdtempSync(join(tmp, `${name}-`)),
      JWT_SECRET,
      DEMO_DATA: 'false',
      DATABASE_URL: `${mysqlBase}/${DB_NAME}`,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'http://localhost:3000',
      WHMCS_URL: sandbox.url,
      WHMCS_IDENTIFIER: 'bench-id',
      WHMCS_SECRET: 'bench-secret',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ...extra,
    });
    // The schema comes from a first start; the data is written while no instance runs.
    await (await startApi(env('schema'), 'api0')).stop();
    const connection = await mysql.createConnection({ uri: `${base}/${DB_NAME}` });
    await seed(mysqlAdapter(connection), 'mysql', size);
    await connection.end();
    console.log(`\n━━ Grappe : HAProxy devant deux API, N = ${size.toLocaleString('fr-FR')} ━━`);

    const routes = [
      { key: 'article-page', path: `/blog/article/guide-serveur-${size}`, label: '/blog/article/<slug>' },
      { key: 'home', path: '/blog/' },
    ];
    const rows = [];
    const ceilings = new Map();
    const measure = async (phase, instanceEnv) => {
      const apis = [await startApi(instanceEnv('api1'), 'api1'), await startApi(instanceEnv('api2'), 'api2')];
      stops.push(() => Promise.all(apis.map((a) => a.stop())));
      const lb = await startHaproxy(tmp, `api-${phase}`, [apis[0].address, apis[1].address], '/blog/api/health/ready');
      stops.push(lb.stop);
      for (const route of routes) {
        const url = `${lb.origin}${route.path}`;
        // Each instance renders the page once before the measure (round robin: two requests reach both).
        for (let i = 0; i < 4; i += 1) {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${route.path} → ${res.status} par HAProxy`);
        }
        const measured = await load(url);
        let ceiling = ceilings.get(route.key);
        if (!ceiling) {
          ceiling = await measureCeiling(await capture(url), route, tmp, load);
          ceilings.set(route.key, ceiling);
        }
        const row = {
          ...measured,
          key: `cluster-${phase === 'cached' ? '' : 'cold-'}${route.key}`,
          label: `HAProxy → 2 API ${route.label ?? route.path}${phase === 'cached' ? '' : ' (sans cache)'}`,
          path: route.path,
          cold: phase !== 'cached',
          ceiling,
          ratio: measured.rps / ceiling.rps,
        };
        rows.push(row);
        console.log(
          `${row.label} : ${Math.round(row.rps)} req/s (HAProxy → 2 plafonds ${Math.round(ceiling.rps)}, ratio ${row.ratio.toFixed(3)}), p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} erreurs`,
        );
      }
      await stopAll();
    };
    await measure('cached', env);
    await measure('cold', (name) => env(name, { PUBLIC_CACHE_MAX_BYTES: '1', PAGE_STORE: 'off' }));
    return rows;
  } finally {
    await stopAll();
    await dropDatabase().catch(() => undefined);
    await deleteRedisKeys(redisUrl, prefix).catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The same HAProxy in front of two ceiling servers answering the captured bytes: what the cluster could do
 * at best; then the same with one connection to the servers per request (`perRequest`), the configuration
 * before connections were kept.
 */
async function measureCeiling(answer, route, dir, load) {
  const file = join(dir, `answer-${route.key}.json`);
  writeFileSync(file, JSON.stringify(answer));
  const servers = [
    spawnNode('bench/ceiling-server.mjs', [file], {}, 'plafond'),
    spawnNode('bench/ceiling-server.mjs', [file], {}, 'plafond'),
  ];
  try {
    await Promise.all(servers.map((s) => waitFor(() => /PORT \d+/.test(s.tail()), 10_000, 'Démarrage du plafond')));
    const upstreams = servers.map((s) => `127.0.0.1:${/PORT (\d+)/.exec(s.tail())[1]}`);
    const measureWith = async (options) => {
      const lb = await startHaproxy(dir, `plafond-${route.key}`, upstreams, route.path, options);
      try {
        return await load(`${lb.origin}${route.path}`);
      } finally {
        await lb.stop();
      }
    };
    // In turns (kept, one per request; then the other way round), the median run of each: a shared
    // machine's speed drifts by more than the difference measured between two runs in a row.
    const runs = { kept: [], perRequest: [] };
    for (let turn = 0; turn < CEILING_TURNS; turn += 1)
      for (const perRequest of turn % 2 ? [true, false] : [false, true])
        runs[perRequest ? 'perRequest' : 'kept'].push(await measureWith({ perRequest }));
    const kept = medianRun(runs.kept);
    const perRequest = medianRun(runs.perRequest);
    const rates = (list) => list.map((run) => Math.round(run.rps)).join(', ');
    console.log(
      `Plafond ${route.path} : ${Math.round(kept.rps)} req/s, connexions gardées (${rates(runs.kept)}) ; ${Math.round(perRequest.rps)} req/s, une connexion par requête (${rates(runs.perRequest)}) ; × ${(kept.rps / perRequest.rps).toFixed(2)}`,
    );
    return {
      ...kept,
      runs: runs.kept.map((run) => run.rps),
      perRequest: {
        rps: perRequest.rps,
        p50: perRequest.p50,
        p99: perRequest.p99,
        errors: perRequest.errors,
        runs: runs.perRequest.map((run) => run.rps),
      },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** The run of median throughput. */
const medianRun = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];

const pad = (v, n, right = false) => (right ? String(v).padEnd(n) : String(v).padStart(n));

export function clusterTable(rows) {
  const lines = ['\nGrappe : HAProxy devant deux API, plafond : le même HAProxy devant deux serveurs node:http nus'];
  lines.push(
    `${pad('route', 58, true)} ${pad('req/s', 9)} ${pad('plafond', 9)} ${pad('ratio', 6)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('err', 5)}`,
  );
  for (const r of rows)
    lines.push(
      `${pad(r.label, 58, true)} ${pad(Math.round(r.rps), 9)} ${pad(Math.round(r.ceiling.rps), 9)} ${pad(r.ratio.toFixed(2), 6)} ${pad(r.p50, 5)} ${pad(r.p99, 5)} ${pad(r.errors, 5)}`,
    );
  for (const r of rows.filter((row) => !row.cold && row.ceiling.perRequest))
    lines.push(
      `Plafond ${r.path} : ${Math.round(r.ceiling.rps)} req/s connexions gardées, ${Math.round(r.ceiling.perRequest.rps)} une connexion par requête (× ${(r.ceiling.rps / r.ceiling.perRequest.rps).toFixed(2)})`,
    );
  return lines.join('\n');
}

export function clusterVerdicts(rows, check) {
  for (const r of rows.filter((row) => !row.cold)) {
    const perRequest = r.ceiling.perRequest;
    const gain = perRequest ? r.ceiling.rps / perRequest.rps : 0;
    check(
      `plafond de la grappe ${r.path}, connexions gardées ≥ ${CLUSTER_BUDGETS.keepAliveGain}× une connexion par requête`,
      gain >= CLUSTER_BUDGETS.keepAliveGain,
      perRequest ? `${Math.round(r.ceiling.rps)} / ${Math.round(perRequest.rps)} req/s, × ${gain.toFixed(2)}` : 'non mesuré',
    );
  }
  for (const r of rows) {
    const ratio = r.cold ? CLUSTER_BUDGETS.coldRatio : CLUSTER_BUDGETS.ratio;
    check(`${r.label} ratio ≥ ${ratio}`, r.ratio >= ratio, r.ratio.toFixed(3));
    check(`${r.label} sans erreur`, r.errors === 0, String(r.errors));
  }
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.findIndex((a) => a === `--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const { ensureBuilt } = await import('../scripts/ensure-built.mjs');
  ensureBuilt();
  const { startSandbox } = require(join(root, 'tools/whmcs-sandbox/dist/index.js'));
  const sandbox = await startSandbox({ identifier: 'bench-id', secret: 'bench-secret', port: 0, seedDemo: false });
  const mysqlBase = process.env.DATABASE_URL
    ? process.env.DATABASE_URL.replace(/\/[^/]*$/, '')
    : 'mariadb://blog:blog@127.0.0.1:3306';
  try {
    const rows = await clusterRows({
      size: Number(option('size', '1000')),
      sandbox,
      mysqlBase,
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      connections: Number(option('connections', '50')),
      warmupS: Number(option('warmup', '5')),
      durationS: Number(option('duration', '15')),
    });
    console.log(clusterTable(rows));
    const verdicts = [];
    clusterVerdicts(rows, (name, pass, detail) => verdicts.push({ name, pass, detail }));
    console.log('\nBudgets');
    for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.name} (${v.detail})`);
    process.exitCode = verdicts.some((v) => !v.pass) ? 1 : 0;
  } finally {
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
