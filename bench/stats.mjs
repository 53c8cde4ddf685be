// `npm run bench:stats`: one contributor's statistics reads at N articles (default 100,000) on MariaDB,
// through the app's own repository (backend/dist/stats/stats.repository.js), against the budget of
// issue « statistiques » : the 365-day views of one contributor under 20 ms.
// Data: the bench seed (500 contributors, N articles), then 365 days of views for each article of one
// contributor and the last 7 days for every article, so the day table is not small.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { freePort, root, spawnNode, waitFor } from './processes.mjs';
import { mysqlAdapter, seed } from './seed.mjs';

const require = createRequire(import.meta.url);
const size = Number(process.env.BENCH_STATS_SIZE ?? 100_000);
const base = (process.env.DATABASE_URL || 'mariadb://blog:blog@127.0.0.1:3306/blog').replace(/\/[^/]*$/, '');
const DB_NAME = `blog_bench_stats_${process.pid}`;
const BUDGET_MS = 20;
const RUNS = 40;

ensureBuilt();
const mysql = require('mysql2/promise');
const { StatsRepository } = require(join(root, 'backend/dist/stats/stats.repository.js'));
const uri = (db = '') => `${base.replace(/^mariadb:/, 'mysql:')}${db ? `/${db}` : ''}`;

const admin = await mysql.createConnection({ uri: uri() });
await admin.query(`CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
const dataDir = mkdtempSync(join(tmpdir(), 'blog-bench-stats-'));
try {
  // A first start creates the schema (migrations run at start-up).
  const port = await freePort();
  const api = spawnNode(
    'backend/dist/main.js',
    [],
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      REDIS_URL: '',
      DATABASE_URL: `${base}/${DB_NAME}`,
    },
    'api',
  );
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/blog/api/health`)).ok, 120_000, 'démarrage de l’API');
  await api.stop();

  const connection = await mysql.createConnection({ uri: uri(DB_NAME) });
  const db = mysqlAdapter(connection);
  const started = performance.now();
  await seed(db, 'mysql', size);
  const [{ author }] = await db.query("SELECT MIN(id) AS author FROM users WHERE role = 'contributor'");
  await db.exec('CREATE TABLE bench_days (n INT NOT NULL PRIMARY KEY)');
  await db.exec(`INSERT INTO bench_days (n) VALUES ${Array.from({ length: 365 }, (_, i) => `(${i})`).join(',')}`);
  await db.transaction(async () => {
    await db.exec(
      `INSERT INTO article_views_daily (article_id, day, views)
       SELECT a.id, DATE_SUB(CURDATE(), INTERVAL d.n DAY), 1 + ((a.id + d.n) % 40)
       FROM articles a CROSS JOIN bench_days d WHERE a.author_id = ${author}`,
    );
    await db.exec(
      `INSERT IGNORE INTO article_views_daily (article_id, day, views)
       SELECT a.id, DATE_SUB(CURDATE(), INTERVAL d.n DAY), 1 + (a.id % 25)
       FROM articles a CROSS JOIN bench_days d WHERE d.n < 7`,
    );
  });
  await db.exec(
    `INSERT INTO author_views_daily (author_id, day, views)
     SELECT a.author_id, d.day, SUM(d.views) FROM article_views_daily d JOIN articles a ON a.id = d.article_id
     GROUP BY a.author_id, d.day`,
  );
  await db.exec('DROP TABLE bench_days');
  await db.exec('ANALYZE TABLE article_views_daily, author_views_daily, articles');
  const [{ n: dayRows }] = await db.query('SELECT COUNT(*) AS n FROM article_views_daily');
  console.log(
    `Données : ${size.toLocaleString('fr-FR')} articles, ${Number(dayRows).toLocaleString('fr-FR')} jours de vues, en ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const repo = new StatsRepository({
    options: { type: 'mysql' },
    query: async (sql, params) => (await connection.query(sql, params))[0],
  });
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const measure = async (name, read) => {
    for (let i = 0; i < 5; i++) await read();
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await read();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS / 2)];
    const p99 = times[RUNS - 1];
    return { name, p50, p99 };
  };
  const results = [
    await measure('vues par jour sur 365 jours (un contributeur)', () => repo.viewsPerDay(day(364), author)),
    await measure('vues par jour sur 30 jours (un contributeur)', () => repo.viewsPerDay(day(29), author)),
    await measure('ses articles, page 1 (vues des 30 derniers jours)', () =>
      repo.authorArticles(author, day(29), { limit: 20, offset: 0 }),
    ),
  ];
  let failed = false;
  for (const { name, p50, p99 } of results) {
    const ok = p50 <= BUDGET_MS;
    failed ||= !ok;
    console.log(`${ok ? '✓' : '✗'} ${name} : p50 ${p50.toFixed(1)} ms, max ${p99.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
  }
  await connection.end();
  process.exitCode = failed ? 1 : 0;
} finally {
  await admin.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
