// The rows of `npm run bench -- --back-office`: the back office's lists, signed in as an admin (never
// cached), on the bench data plus 10,000 submissions and 10,000 accounts. The budget is the time a
// member of staff waits for a screen's data, so each route is asked by one connection, request after
// request, for the measured seconds (`--back-office-connections 4`: several at once, for comparison).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, runNode } from './processes.mjs';

export const BACK_OFFICE_BUDGETS = { p50Ms: 15, p99Ms: 50 };
const SUBMISSIONS = 10_000;
const USERS = 10_000;
const ADMIN = { email: 'admin@bench.local', password: 'Banc-Admin-2026!' };

/** The admin the bench signs in as (back office, writes under load). */
export async function seedBenchAdmin(db) {
  const require = createRequire(join(root, 'backend', 'package.json'));
  const { hash } = require('@node-rs/argon2');
  const passwordHash = await hash(ADMIN.password);
  await db.exec(
    `INSERT INTO users (username, display_name, email, password_hash, role, is_active, token_version, total_rewards_cents, articles_approved)
     VALUES ('admin-banc', 'Admin du banc', '${ADMIN.email}', '${passwordHash}', 'admin', 1, 0, 0, 0)`,
  );
}

/** The bench admin's token on a running API. */
export async function benchAdminToken(api) {
  const login = await fetch(`${api.origin}/blog/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`Connexion de l’admin du banc : ${login.status}`);
  return token;
}

/**
 * Adds what the back office lists at scale: a submission for each of the newest 10,000 articles (1,000
 * of them marked as waiting; their articles stay published so that the public rows do not change) and
 * accounts up to 10,000 (customers who never wrote). The admin comes from `seedBenchAdmin`.
 */
export async function seedBackOffice(db, dialect, contributors) {
  const concat = (...parts) => (dialect === 'mysql' ? `CONCAT(${parts.join(', ')})` : parts.join(' || '));
  await db.exec('CREATE TABLE bench_digits (n INT NOT NULL PRIMARY KEY)');
  await db.exec(`INSERT INTO bench_digits (n) VALUES ${Array.from({ length: 100 }, (_, i) => `(${i})`).join(',')}`);
  const numbers = (limit) =>
    `SELECT a.n * 10000 + b.n * 100 + c.n + 1 AS n FROM bench_digits a CROSS JOIN bench_digits b CROSS JOIN bench_digits c WHERE a.n * 10000 + b.n * 100 + c.n < ${limit}`;
  await db.transaction(async () => {
    await db.exec(
      `INSERT INTO submissions (article_id, contributor_id, status, submitted_at, reviewed_at, created_at, updated_at)
       SELECT id, author_id, CASE WHEN rn <= 1000 THEN 'pending' ELSE 'published' END, created_at,
              CASE WHEN rn <= 1000 THEN NULL ELSE published_at END, created_at, updated_at
       FROM (SELECT id, author_id, created_at, updated_at, published_at, ROW_NUMBER() OVER (ORDER BY id DESC) AS rn FROM articles) a
       WHERE rn <= ${SUBMISSIONS}`,
    );
    await db.exec(
      `INSERT INTO users (username, display_name, email, password_hash, role, is_active, token_version, total_rewards_cents, articles_approved)
       SELECT ${concat("'client'", 'n')}, ${concat("'Client '", 'n')}, ${concat("'client'", 'n', "'@bench.local'")}, NULL, 'contributor', 1, 0, 0, 0
       FROM (${numbers(USERS - contributors - 1)}) s`,
    );
  });
  await db.exec('DROP TABLE bench_digits');
  if (dialect === 'mysql') await db.exec('ANALYZE TABLE submissions, users');
  else await db.exec('ANALYZE');
}

/** The back office's reads, as its screens ask for them (50 articles or accounts a page, 20 submissions, and a deep page). */
function routes(size) {
  const deepArticles = Math.max(1, Math.floor(size / 50 / 2));
  return [
    { key: 'bo-articles', path: '/blog/api/articles/all?limit=50' },
    { key: 'bo-articles-deep', path: `/blog/api/articles/all?limit=50&page=${deepArticles}` },
    { key: 'bo-articles-status', path: '/blog/api/articles/all?status=published&limit=50' },
    { key: 'bo-submissions', path: '/blog/api/admin/submissions?status=' },
    { key: 'bo-submissions-pending', path: '/blog/api/admin/submissions?status=pending' },
    { key: 'bo-submission-stats', path: '/blog/api/admin/submissions/stats' },
    { key: 'bo-users', path: '/blog/api/auth/users?limit=50' },
    { key: 'bo-users-search', path: '/blog/api/auth/users?limit=50&q=client42' },
    { key: 'bo-rewards', path: '/blog/api/admin/rewards/history?limit=10' },
  ];
}

/** `context`: { size, api, durationS, connections }. Signs in as the bench admin, then loads each route. */
export async function backOfficeRows({ size, api, durationS, connections = 1 }) {
  const headers = { authorization: `Bearer ${await benchAdminToken(api)}` };
  const out = [];
  for (const route of routes(size)) {
    const url = `${api.origin}${route.path}`;
    const first = await fetch(url, { headers });
    const body = await first.text();
    if (first.status !== 200) throw new Error(`${route.path} → ${first.status}`);
    const out1 = await runNode(
      'bench/load.mjs',
      [url, String(connections), '2', String(durationS)],
      { LOAD_HEADERS: JSON.stringify(headers) },
      (durationS + 60) * 1000,
    );
    const measured = JSON.parse(out1.trim().split('\n').at(-1));
    const row = { ...measured, key: route.key, label: route.path, bytes: Buffer.byteLength(body), connections };
    out.push(row);
    console.log(
      `${row.label} (connecté, ${connections} connexion${connections > 1 ? 's' : ''}) : ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} erreurs, ${row.bytes} o`,
    );
  }
  return out;
}

/** PASS/FAIL of the back-office rows. */
export function backOfficeVerdicts(size, rows, check) {
  for (const r of rows) {
    check(`N=${size} ${r.label} p50 ≤ ${BACK_OFFICE_BUDGETS.p50Ms} ms`, r.p50 <= BACK_OFFICE_BUDGETS.p50Ms, `${r.p50} ms`);
    check(`N=${size} ${r.label} p99 ≤ ${BACK_OFFICE_BUDGETS.p99Ms} ms`, r.p99 <= BACK_OFFICE_BUDGETS.p99Ms, `${r.p99} ms`);
    check(`N=${size} ${r.label} sans erreur`, r.errors === 0, String(r.errors));
  }
}
