// npm run bench:offers [-- --no-write] [--out row.json]
// The offers row of the bench, on MariaDB with the WHMCS sandbox's catalogue synced:
//   1. An article of about 1,000 words with three « Offre » blocks beside the same article without them,
//      both uncached (PUBLIC_CACHE_MAX_BYTES=1, PAGE_STORE=off: every request renders the page and reads the
//      plans), measured in turns (ABABAB, median of three runs each) so that the machine weighs on both alike.
//   2. The order link `/blog/go/offre/<plan>?a=<article>` (counted, then a 302 to the WHMCS cart) beside its
//      ceiling, a bare node:http server answering the same 302.
// `npm run bench` runs it too (unless --no-offers). Alone, it writes its row into bench/results.json
// (`offers`) and the verdicts (unless --no-write). Database blog_bench_offers, dropped and created again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { finishStandaloneRow } from './standalone-row.mjs';
import { benchAdminToken, seedBenchAdmin } from './back-office.mjs';
import { freePort, root, runNode, spawnNode, waitFor } from './processes.mjs';
import { mysqlAdapter } from './seed.mjs';

export const OFFERS_BUDGETS = { blocksRatio: 0.9, goRatio: 0.5 };
const DB_NAME = 'blog_bench_offers';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-the-checks';
const CONNECTIONS = 50;
const WARMUP_S = 3;
const DURATION_S = 10;
const TURNS = 3;
const require = createRequire(join(root, 'backend', 'package.json'));

const paragraphs = (seed) =>
  Array.from(
    { length: 10 },
    (_, p) => `<p>${Array.from({ length: 100 }, (_, i) => `serveur${seed}${(p * 100 + i) % 97} minecraft`).join(' ')}</p>`,
  );

/** The same text, with three « Offre » blocks between its paragraphs (what the editor stores: plan and cycle). */
function contentWithBlocks(seed, pids) {
  const parts = paragraphs(seed);
  parts.splice(7, 0, `<hr data-offer="${pids[2]}" />`);
  parts.splice(4, 0, `<hr data-offer="${pids[1]}" data-cycle="annually" />`);
  parts.splice(2, 0, `<hr data-offer="${pids[0]}" data-cycle="monthly" />`);
  return parts.join('');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startApi(env) {
  const port = await freePort();
  const api = spawnNode(
    'backend/dist/main.js',
    [],
    { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=16', ...env, PORT: String(port) },
    'api',
  );
  api.origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${api.origin}/blog/api/health/ready`)).ok, 120_000, "Démarrage de l'API");
  return api;
}

const load = async (url) =>
  JSON.parse(
    (await runNode('bench/load.mjs', [url, String(CONNECTIONS), String(WARMUP_S), String(DURATION_S)], {}, 120_000))
      .trim()
      .split('\n')
      .at(-1),
  );

/** The ceiling of an answer: a bare node:http server replaying its status, headers and bytes. */
async function ceilingOf(url, tmp) {
  const res = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = {};
  for (const [k, v] of res.headers)
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) headers[k] = v;
  const file = join(tmp, 'go-answer.json');
  writeFileSync(file, JSON.stringify({ status: res.status, headers, body: body.toString('base64') }));
  const server = spawnNode('bench/ceiling-server.mjs', [file], {}, 'plafond');
  try {
    await waitFor(() => /PORT \d+/.test(server.tail()), 10_000, 'Démarrage du plafond');
    const port = /PORT (\d+)/.exec(server.tail())[1];
    return {
      status: res.status,
      location: res.headers.get('location'),
      ...(await load(`http://127.0.0.1:${port}${new URL(url).pathname}${new URL(url).search}`)),
    };
  } finally {
    await server.stop();
  }
}

/** `context`: { sandbox (WHMCS sandbox with its catalogue), mysqlBase (`mysql://user:pass@host:port`) }. Returns the row. */
export async function offersRow({ sandbox, mysqlBase }) {
  const mysql = require('mysql2/promise');
  const base = mysqlBase.replace(/^mariadb:/, 'mysql:');
  const tmp = mkdtempSync(join(tmpdir(), 'blog-bench-offers-'));
  const dropDatabase = async () => {
    const admin = await mysql.createConnection({ uri: base });
    await admin.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
    await admin.end();
  };
  let api;
  console.log('\n━━ Offres : article avec trois blocs « Offre » sans cache, lien de commande ━━');
  try {
    await dropDatabase();
    const admin = await mysql.createConnection({ uri: base });
    await admin.query(`CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    api = await startApi({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '0',
      JWT_SECRET,
      DEMO_DATA: 'false',
      DATA_DIR: mkdtempSync(join(tmp, 'api-')),
      DATABASE_URL: `${mysqlBase}/${DB_NAME}`,
      REDIS_URL: '',
      PUBLIC_URL: 'http://localhost:3000',
      WHMCS_URL: sandbox.url,
      WHMCS_PUBLIC_URL: 'https://boutique.example',
      WHMCS_IDENTIFIER: 'bench-id',
      WHMCS_SECRET: 'bench-secret',
      // Required in production; nothing is sent here.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      AUTH_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_FACTOR: '100',
      // Every request renders its page: the plans are read each time.
      PUBLIC_CACHE_MAX_BYTES: '1',
      PAGE_STORE: 'off',
    });
    const db = await mysql.createConnection({ uri: `${base}/${DB_NAME}` });
    await seedBenchAdmin(mysqlAdapter(db));
    await db.end();
    const token = await benchAdminToken(api);
    const call = async (method, path, body) => {
      const res = await fetch(`${api.origin}/blog/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      const json = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    };
    await call('POST', '/admin/offers/sync');
    const { cards } = await call('GET', '/offers/cards');
    if (cards.length < 2) throw new Error('Catalogue du simulateur WHMCS vide après synchronisation');
    const pids = [cards[0].pid, cards[1].pid, cards[0].pid + 1];
    const category = (await call('POST', '/categories', { name: 'Banc offres', description: 'Banc' })).category;
    const publish = async (title, content) =>
      (await call('POST', '/articles', { title, content, status: 'published', category_id: category.id })).article;
    const plain = await publish('Guide du banc sans offre', paragraphs('a').join(''));
    const withBlocks = await publish('Guide du banc avec trois offres', contentWithBlocks('a', pids));
    const page = (article) => `${api.origin}/blog/article/${article.slug}`;
    const html = await (await fetch(page(withBlocks))).text();
    const shown = (html.match(/data-offer="\d+"/g) ?? []).length;
    if (shown < 3) throw new Error(`Page avec offres : ${shown} cartes d'offre rendues`);

    const without = [];
    const withOffers = [];
    for (let i = 0; i < TURNS; i += 1)
      for (const withThem of i % 2 ? [true, false] : [false, true]) {
        const measured = await load(page(withThem ? withBlocks : plain));
        (withThem ? withOffers : without).push(measured);
        console.log(
          `  article ${withThem ? 'avec trois offres' : 'sans offre      '} : ${Math.round(measured.rps)} pages/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.errors} erreurs`,
        );
      }
    const blocks = {
      withoutRps: median(without.map((m) => m.rps)),
      withRps: median(withOffers.map((m) => m.rps)),
      withoutP99: median(without.map((m) => m.p99)),
      withP99: median(withOffers.map((m) => m.p99)),
      errors: [...without, ...withOffers].reduce((sum, m) => sum + m.errors, 0),
      cardsShown: shown,
      runs: { without, with: withOffers },
    };
    blocks.ratio = blocks.withRps / blocks.withoutRps;
    console.log(
      `Article sans cache : ${Math.round(blocks.withoutRps)} pages/s sans offre, ${Math.round(blocks.withRps)} avec trois offres (ratio ${blocks.ratio.toFixed(3)})`,
    );

    const goUrl = `${api.origin}/blog/go/offre/${pids[0]}?a=${withBlocks.id}`;
    const ceiling = await ceilingOf(goUrl, tmp);
    if (ceiling.status !== 302) throw new Error(`/blog/go/offre → ${ceiling.status}`);
    const measured = await load(goUrl);
    const go = {
      ...measured,
      // A 302 is the answer: autocannon counts it among the non-2xx.
      errors: measured.errors - (measured['3xx'] ?? 0),
      location: ceiling.location,
      ceiling: { rps: ceiling.rps, p50: ceiling.p50, p99: ceiling.p99 },
      ratio: measured.rps / ceiling.rps,
    };
    console.log(
      `/blog/go/offre/<plan>?a=<article> : ${Math.round(go.rps)} req/s (plafond ${Math.round(go.ceiling.rps)}, ratio ${go.ratio.toFixed(3)}), p50 ${go.p50} ms, p99 ${go.p99} ms, ${go.errors} erreurs`,
    );
    return {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      blocks,
      go,
    };
  } finally {
    await api?.stop();
    await dropDatabase().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function offersTable(row) {
  const { blocks: b, go } = row;
  return [
    '\nOffres (MariaDB, catalogue du simulateur WHMCS synchronisé, 50 connexions)',
    `Article sans cache : ${Math.round(b.withoutRps)} pages/s sans offre, ${Math.round(b.withRps)} avec trois blocs « Offre » (ratio ${b.ratio.toFixed(2)}, p99 ${b.withoutP99} → ${b.withP99} ms)`,
    `/blog/go/offre/<plan>?a=<article> : ${Math.round(go.rps)} req/s, plafond ${Math.round(go.ceiling.rps)} (ratio ${go.ratio.toFixed(2)}), p50 ${go.p50} ms, p99 ${go.p99} ms`,
  ].join('\n');
}

export function offersVerdicts(row, check) {
  const { blocks: b, go } = row;
  check(
    `offres : article avec trois blocs sans cache ≥ ${OFFERS_BUDGETS.blocksRatio}× le même sans bloc`,
    b.ratio >= OFFERS_BUDGETS.blocksRatio && b.errors === 0,
    `${Math.round(b.withoutRps)} → ${Math.round(b.withRps)} pages/s, ratio ${b.ratio.toFixed(3)}, ${b.errors} erreurs`,
  );
  check(
    `offres : /blog/go/offre ratio ≥ ${OFFERS_BUDGETS.goRatio}`,
    go.ratio >= OFFERS_BUDGETS.goRatio && go.errors === 0,
    `${Math.round(go.rps)} / ${Math.round(go.ceiling.rps)} req/s, ratio ${go.ratio.toFixed(3)}, ${go.errors} erreurs`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const { ensureBuilt } = await import('../scripts/ensure-built.mjs');
  ensureBuilt();
  const { startSandbox } = require(join(root, 'tools/whmcs-sandbox/dist/index.js'));
  const sandbox = await startSandbox({ identifier: 'bench-id', secret: 'bench-secret', port: 0, seedDemo: false });
  const mysqlBase = process.env.DATABASE_URL
    ? process.env.DATABASE_URL.replace(/\/[^/]*$/, '')
    : 'mariadb://blog:blog@127.0.0.1:3306';
  let row;
  try {
    row = await offersRow({ sandbox, mysqlBase });
  } finally {
    await sandbox.close();
  }
  await finishStandaloneRow({ key: 'offers', label: 'offres', row, table: offersTable, verdicts: offersVerdicts, args });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
