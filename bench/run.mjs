// npm run bench [-- --size 1000 --size 100000] [--route home] [--no-lighthouse] [--no-rewards]
//                 [--no-uncached] [--no-back-office] [--no-writes] [--no-invalidation] [--no-search] [--no-cluster]
//                 [--no-newsletter] [--no-offers] [--no-editor]
// Seeds a bench database per size, starts the production build as its own process, loads the eight
// public routes with autocannon from another process, each beside its ceiling (a bare node:http
// server answering the same bytes), then Lighthouse on the home and an article page beside their
// static ceilings, and the approval → credited latency. Prints PASS/FAIL per budget, writes
// bench/results.json, exits 1 when a budget fails. Loopback only; every process is stopped at the end.
// Also, unless skipped: the pages the cache cannot help with (bench/uncached.mjs), the signed-in lists
// of the back office on 10,000 submissions and accounts (bench/back-office.mjs), public reads while an
// admin edits an article a second, without stale answers (bench/writes-under-load.mjs), and an
// unrelated article page kept in the cache across a publication (bench/invalidation.mjs), and the
// full-text search without its cache, a common and a rare word (bench/search.mjs), and the
// cluster row: HAProxy in front of two API instances beside HAProxy in front of two ceilings
// (bench/cluster.mjs, also `npm run bench:cluster` alone; MariaDB and Redis), and the newsletter row:
// a send to 100,000 subscribers by two workers into an SMTP sink, a worker killed in a second one
// (bench/newsletter.mjs, also `npm run bench:newsletter` alone; MariaDB and Redis; --no-newsletter), and
// the offers row: an article with three « Offre » blocks uncached beside the same without, and the order
// link beside its ceiling (bench/offers.mjs, also `npm run bench:offers` alone; MariaDB; --no-offers), and
// the editor row: the writing analysis of a 3,000-word article and typing latency with and without the
// assistant, in Chromium (bench/editor.mjs, also `npm run bench:editor` alone; --no-editor).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writePerformanceSummary } from './summary.mjs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { measureApprovalToCredited } from './approval-latency.mjs';
import { lighthouse, pageStyleSheets, startStaticCeiling, withoutScripts } from './lighthouse.mjs';
import { freePort, peakRssMb, root, runNode, spawnNode, waitFor } from './processes.mjs';
import { backOfficeTable, lighthouseTable, routeTable, verdicts, writesTable } from './report.mjs';
import { backOfficeRows, benchAdminToken, seedBackOffice, seedBenchAdmin } from './back-office.mjs';
import { clusterRows, clusterTable } from './cluster.mjs';
import { newsletterRow, newsletterTable } from './newsletter.mjs';
import { offersRow, offersTable } from './offers.mjs';
import { editorRow, editorTable } from './editor.mjs';
import { CATEGORIES, CONTRIBUTORS, mysqlAdapter, seed, sqliteAdapter } from './seed.mjs';
import { invalidationRow } from './invalidation.mjs';
import { searchRows } from './search.mjs';
import { uncachedRows } from './uncached.mjs';
import { writesUnderLoadRow } from './writes-under-load.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const values = args.flatMap((a, i) =>
    a === `--${name}` ? [args[i + 1]] : a.startsWith(`--${name}=`) ? [a.split('=')[1]] : [],
  );
  return values.length ? values : fallback;
};
const SIZES = option('size', ['1000', '100000'])
  .flatMap((s) => s.split(','))
  .map(Number);
const CONNECTIONS = Number(option('connections', ['50'])[0]);
const WARMUP_S = Number(option('warmup', ['5'])[0]);
const DURATION_S = Number(option('duration', ['15'])[0]);
const ONLY_ROUTES = option('route', []).flatMap((r) => r.split(','));
const WITH_LIGHTHOUSE = !args.includes('--no-lighthouse');
const WITH_REWARDS = !args.includes('--no-rewards');
const UNCACHED = !args.includes('--no-uncached');
const BACK_OFFICE = !args.includes('--no-back-office');
const BACK_OFFICE_CONNECTIONS = Number(option('back-office-connections', ['1'])[0]);
const WRITES = !args.includes('--no-writes');
const INVALIDATION = !args.includes('--no-invalidation');
const SEARCH = !args.includes('--no-search');
const SEARCH_CONNECTIONS = Number(option('search-connections', ['1'])[0]);
const CLUSTER = !args.includes('--no-cluster');
const NEWSLETTER = !args.includes('--no-newsletter');
const OFFERS = !args.includes('--no-offers');
const EDITOR = !args.includes('--no-editor');
const WRITES_DURATION_S = 30;
const PAGE_SIZE = 12;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-the-checks';
// BENCH_DB_NAME: another database (blog_*) for a bench run beside another one on the same server.
const DB_NAME = process.env.BENCH_DB_NAME || 'blog_bench';

/** The MySQL server of DATABASE_URL, without its database: `mysql://user:pass@host:port`. */
const mysqlBase = process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/\/[^/]*$/, '') : null;

async function prepareDatabase() {
  if (mysqlBase) {
    const mysql = require('mysql2/promise');
    const admin = await mysql.createConnection({ uri: mysqlBase.replace(/^mariadb:/, 'mysql:') });
    await admin.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
    await admin.query(`CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    return {
      env: { DATABASE_URL: `${mysqlBase}/${DB_NAME}` },
      adapter: async () => {
        const c = await mysql.createConnection({
          uri: `${mysqlBase.replace(/^mariadb:/, 'mysql:')}/${DB_NAME}`,
          multipleStatements: false,
        });
        return { db: mysqlAdapter(c), dialect: 'mysql', close: () => c.end() };
      },
      drop: async () => {
        const c = await mysql.createConnection({ uri: mysqlBase.replace(/^mariadb:/, 'mysql:') });
        await c.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'blog-bench-sqlite-'));
  const file = join(dir, 'bench.sqlite');
  return {
    env: { DATABASE_URL: '', SQLITE_PATH: file },
    adapter: async () => {
      const Database = require('better-sqlite3');
      const d = new Database(file);
      d.pragma('journal_mode = WAL');
      return { db: sqliteAdapter(d), dialect: 'sqlite', close: async () => d.close() };
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function startApi(env) {
  const port = await freePort();
  // Started as in production (see the Dockerfile): two malloc arenas keep native allocations from
  // spreading over one arena per thread (~60 MB of RSS under load), a 192 MB old generation makes V8
  // collect before growing its heap (~70 MB), 16 MB semi-spaces let most of a render's garbage die young (see docs/performance.md).
  const api = spawnNode(
    'backend/dist/main.js',
    [],
    { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=16', ...env, PORT: String(port) },
    'api',
  );
  api.origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${api.origin}/blog/api/health`)).ok, 120_000, "Démarrage de l'API");
  return api;
}

/** One autocannon run in its own process; with a file of paths, every request asks for the next (no warm-up). */
async function load(url, pathsFile, durationS = DURATION_S) {
  const warmup = pathsFile ? 0 : WARMUP_S;
  const out = await runNode(
    'bench/load.mjs',
    [url, String(CONNECTIONS), String(warmup), String(durationS), ...(pathsFile ? [pathsFile] : [])],
    {},
    (warmup + durationS + 60) * 1000,
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}

/**
 * The route's answer, as the ceiling will replay it (per-connection headers left to node:http). Asked
 * without compression, as autocannon asks: fetch would otherwise get Brotli and hand back decoded bytes.
 */
async function capture(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = {};
  for (const [k, v] of res.headers)
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) headers[k] = v;
  return { status: res.status, headers, body: body.toString('base64'), bytes: body.length };
}

async function ceiling(answer, path, dir) {
  const file = join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify(answer));
  const server = spawnNode('bench/ceiling-server.mjs', [file], {}, 'plafond');
  await waitFor(() => /PORT \d+/.test(server.tail()), 10_000, 'Démarrage du plafond');
  const port = /PORT (\d+)/.exec(server.tail())[1];
  try {
    return await load(`http://127.0.0.1:${port}${path}`);
  } finally {
    await server.stop();
  }
}

async function benchSize(size, sandbox, tmp) {
  console.log(`\n━━ N = ${size.toLocaleString('fr-FR')} ━━`);
  const database = await prepareDatabase();
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // No load balancer in front: a stop need not wait for one to notice.
    SHUTDOWN_DRAIN_MS: '0',
    DATA_DIR: mkdtempSync(join(tmp, `data-${size}-`)),
    JWT_SECRET,
    DEMO_DATA: 'false',
    REDIS_URL: '',
    // One public address for every instance, as in production: the pages name it (canonical links), so
    // instances on different ports with the default address would not share their stored pages.
    PUBLIC_URL: 'http://localhost:3000',
    WHMCS_URL: sandbox.url,
    WHMCS_IDENTIFIER: 'bench-id',
    WHMCS_SECRET: 'bench-secret',
    // Production requires an SMTP server; the bench's reads send no e-mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...database.env,
  };
  // A first start creates the schema (migrations run at start-up); the data is written while the API is down.
  await (await startApi(env)).stop();
  const started = performance.now();
  const { db, dialect, close } = await database.adapter();
  await seed(db, dialect, size);
  if (BACK_OFFICE) await seedBackOffice(db, dialect, CONTRIBUTORS);
  if (BACK_OFFICE || WRITES) await seedBenchAdmin(db);
  await close();
  console.log(
    `Données : ${size} articles, ${CATEGORIES} catégories, 500 contributeurs en ${((performance.now() - started) / 1000).toFixed(1)} s (${dialect})`,
  );

  const api = await startApi(env);
  try {
    const perCategory = Math.ceil(size / CATEGORIES);
    const deepPage = Math.max(1, Math.ceil(perCategory / PAGE_SIZE));
    const slug = `guide-serveur-${size}`;
    const routes = [
      { key: 'articles', path: '/blog/api/articles?limit=12' },
      {
        key: 'articles-deep',
        path: `/blog/api/articles?limit=12&category=categorie-1&page=${deepPage}`,
        label: `/blog/api/articles?category=…&page=${deepPage}`,
      },
      { key: 'article', path: `/blog/api/articles/${slug}`, label: '/blog/api/articles/<slug>' },
      { key: 'article-page', path: `/blog/article/${slug}`, label: '/blog/article/<slug>' },
      { key: 'home', path: '/blog/' },
      { key: 'leaderboard', path: '/blog/api/contributors/leaderboard' },
      { key: 'stats', path: '/blog/api/contributors/stats' },
      { key: 'sitemap', path: '/blog/sitemap.xml' },
      { key: 'search', path: '/blog/api/search?q=serveur', label: '/blog/api/search?q=… (en cache)' },
    ];
    const rows = [];
    for (const route of routes.filter((r) => !ONLY_ROUTES.length || ONLY_ROUTES.includes(r.key))) {
      const url = `${api.origin}${route.path}`;
      const first = performance.now();
      const firstAnswer = await fetch(url);
      await firstAnswer.arrayBuffer();
      const missMs = performance.now() - first;
      if (firstAnswer.status !== 200) throw new Error(`${route.path} → ${firstAnswer.status}`);
      const measured = await load(url);
      const answer = await capture(url);
      const ceil = await ceiling(answer, route.path, tmp);
      const row = {
        ...measured,
        key: route.key,
        label: route.label ?? route.path,
        path: route.path,
        bytes: answer.bytes,
        firstMs: Math.round(missMs),
        ceiling: ceil,
        ratio: measured.rps / ceil.rps,
      };
      rows.push(row);
      console.log(
        `${row.label} : ${Math.round(row.rps)} req/s (plafond ${Math.round(ceil.rps)}, ratio ${row.ratio.toFixed(2)}), p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} erreurs, ${answer.bytes} o, 1re requête ${row.firstMs} ms`,
      );
    }
    const phases = [{ phase: 'routes en cache', rssMb: peakRssMb(api.pid) }];
    const uncached = UNCACHED
      ? await uncachedRows({
          size,
          categories: CATEGORIES,
          perCategory,
          pageSize: PAGE_SIZE,
          cachedApi: api,
          startApi: (overrides) => startApi({ ...env, ...overrides }),
          load,
          rows,
          tmp,
          dataDir: env.DATA_DIR,
        })
      : null;
    if (uncached) phases.push({ phase: 'sans cache', rssMb: peakRssMb(api.pid) });
    const search = SEARCH
      ? await searchRows({
          size,
          startApi: (overrides) => startApi({ ...env, ...overrides }),
          tmp,
          durationS: DURATION_S,
          connections: SEARCH_CONNECTIONS,
        })
      : null;
    if (search) phases.push({ phase: 'recherche', rssMb: peakRssMb(api.pid) });
    const backOffice = BACK_OFFICE
      ? await backOfficeRows({ size, api, durationS: DURATION_S, connections: BACK_OFFICE_CONNECTIONS })
      : null;
    if (backOffice) phases.push({ phase: 'back-office', rssMb: peakRssMb(api.pid) });
    const writes = WRITES
      ? await writesUnderLoadRow({
          size,
          api,
          token: await benchAdminToken(api),
          durationS: WRITES_DURATION_S,
          load,
          writePaths: (paths) => {
            const file = join(tmp, `writes-${size}.json`);
            writeFileSync(file, JSON.stringify(paths));
            return file;
          },
        })
      : null;
    if (writes) phases.push({ phase: 'écritures', rssMb: peakRssMb(api.pid) });
    const invalidation = INVALIDATION ? await invalidationRow({ size, api, token: await benchAdminToken(api) }) : null;
    // The peak after each phase: which part of the bench took the API's memory up.
    console.log(`Pic RSS de l'API : ${phases.map((p) => `${p.phase} ${p.rssMb.toFixed(0)} Mo`).join(', ')}`);
    let lighthouseResults = null;
    let lighthouseError = null;
    if (WITH_LIGHTHOUSE && size === SIZES.at(-1)) {
      try {
        lighthouseResults = await lighthousePages(api.origin, slug);
      } catch (error) {
        lighthouseError = String(error instanceof Error ? error.message : error).slice(0, 500);
        console.error(`Lighthouse : ${lighthouseError}`);
      }
    }
    return {
      routes: rows,
      uncached,
      search,
      backOffice,
      writes,
      invalidation,
      rssMb: peakRssMb(api.pid),
      rssPhases: phases,
      dialect,
      lighthouse: lighthouseResults,
      lighthouseError,
    };
  } finally {
    await api.stop();
    await database.drop();
  }
}

async function lighthousePages(origin, slug) {
  const pages = [
    { name: 'accueil', path: '/blog/' },
    { name: 'article', path: `/blog/article/${slug}` },
  ];
  const statics = new Map();
  for (const p of pages)
    statics.set(p.path.replace(/\/$/, '') || '/', withoutScripts(await (await fetch(`${origin}${p.path}`)).text()));
  const server = await startStaticCeiling(statics, await pageStyleSheets(origin, statics.values()));
  try {
    const out = [];
    for (const p of pages) {
      console.log(`Lighthouse ${p.name}…`);
      out.push({
        name: p.name,
        page: await lighthouse(`${origin}${p.path}`),
        ceiling: await lighthouse(`${server.origin}${p.path.replace(/\/$/, '')}`),
      });
    }
    return out;
  } finally {
    await server.close();
  }
}

/** The first-load JavaScript of every public page (gzip KB), as frontend/scripts/bundle-size.mjs measures it. */
function firstLoadJs() {
  const out = execFileSync(process.execPath, [join(root, 'frontend/scripts/bundle-size.mjs'), '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const sizes = {};
  for (const row of JSON.parse(out)) if (row.public) sizes[row.page] = row.gzipKB;
  return sizes;
}

async function main() {
  ensureBuilt();
  const { startSandbox } = require(join(root, 'tools/whmcs-sandbox/dist/index.js'));
  const sandbox = await startSandbox({ identifier: 'bench-id', secret: 'bench-secret', port: 0, seedDemo: false });
  const tmp = mkdtempSync(join(tmpdir(), 'blog-bench-'));
  const results = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    database: mysqlBase ? 'mariadb' : 'sqlite',
    load: { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S },
    sizes: {},
  };
  try {
    for (const size of SIZES) {
      const { lighthouse: lh, lighthouseError, ...rest } = await benchSize(size, sandbox, tmp);
      results.sizes[size] = rest;
      if (lh) results.lighthouse = lh;
      if (lighthouseError) results.lighthouseError = lighthouseError;
    }
    results.firstLoadJs = firstLoadJs();
    if (CLUSTER) {
      try {
        results.cluster = await clusterRows({
          size: SIZES[0],
          sandbox,
          mysqlBase: mysqlBase ?? 'mariadb://blog:blog@127.0.0.1:3306',
          redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
          connections: CONNECTIONS,
          warmupS: WARMUP_S,
          durationS: DURATION_S,
        });
      } catch (error) {
        results.clusterError = String(error instanceof Error ? error.message : error).slice(0, 500);
      }
    }
    if (EDITOR) {
      try {
        results.editor = await editorRow();
      } catch (error) {
        results.editorError = String(error instanceof Error ? error.message : error).slice(0, 500);
      }
    }
    if (OFFERS) {
      try {
        results.offers = await offersRow({ sandbox, mysqlBase: mysqlBase ?? 'mariadb://blog:blog@127.0.0.1:3306' });
      } catch (error) {
        results.offersError = String(error instanceof Error ? error.message : error).slice(0, 500);
      }
    }
    if (NEWSLETTER) {
      try {
        results.newsletter = await newsletterRow({
          sandbox,
          mysqlBase: mysqlBase ?? 'mariadb://blog:blog@127.0.0.1:3306',
          redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        });
      } catch (error) {
        results.newsletterError = String(error instanceof Error ? error.message : error).slice(0, 500);
      }
    }
    if (WITH_REWARDS) {
      try {
        const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
        results.approval = await measureApprovalToCredited({
          mysqlBase: mysqlBase ?? 'mariadb://blog:blog@127.0.0.1:3306',
          redisUrl,
          sandbox,
        });
      } catch (error) {
        results.approvalError = String(error instanceof Error ? error.message : error).slice(0, 500);
      }
    }
  } finally {
    await sandbox.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  for (const size of SIZES)
    console.log(
      routeTable(size, [...results.sizes[size].routes, ...(results.sizes[size].uncached ?? [])], results.sizes[size].rssMb),
    );
  for (const size of SIZES)
    if (results.sizes[size].backOffice) console.log(backOfficeTable(size, results.sizes[size].backOffice));
  for (const size of SIZES) if (results.sizes[size].writes) console.log(writesTable(size, results.sizes[size].writes));
  if (results.cluster) console.log(clusterTable(results.cluster));
  if (results.editor) console.log(editorTable(results.editor));
  if (results.offers) console.log(offersTable(results.offers));
  if (results.newsletter) console.log(newsletterTable(results.newsletter));
  if (results.lighthouse) console.log(lighthouseTable(results.lighthouse));
  if (results.approval)
    console.log(
      `\nApprobation → crédit : p50 ${Math.round(results.approval.p50)} ms, max ${Math.round(results.approval.max)} ms (${results.approval.samples} approbations)`,
    );
  results.budgets = verdicts(results);
  console.log('\nBudgets');
  for (const v of results.budgets) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.name} (${v.detail})`);
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writePerformanceSummary();
  const failed = results.budgets.filter((v) => !v.pass).length;
  console.log(`\n${failed ? `${failed} budget(s) non tenu(s)` : 'Tous les budgets sont tenus'} — bench/results.json`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
