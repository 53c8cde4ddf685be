// npm run bench:rewards — approves 1,000 submissions and measures how fast one worker process credits
// them through WHMCS (the sandbox, no added latency), with MariaDB and Redis as in production.
// Prints time to all credited, credits/s and double/missing credits; exits 1 on any double or missing.
//
// Env: BENCH_MYSQL_URL (mariadb://blog:blog@127.0.0.1:3306), BENCH_REDIS_URL (redis://127.0.0.1:6379),
//      BENCH_SUBMISSIONS (1000), BENCH_CONTRIBUTORS (20), BENCH_CONCURRENCY (20).
import { sleep, spawnNode } from './processes.mjs';
import { BENCH_CONTENT, buildRewardStack, creditsPerReward, startBenchSandbox, startRewardStack } from './reward-stack.mjs';

const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const CONTRIBUTORS = Number(process.env.BENCH_CONTRIBUTORS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const MIN_RATE = 100;

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
  buildRewardStack();
  const sandbox = await startBenchSandbox();
  const stack = await startRewardStack({ name: 'rewards', mysqlBase: MYSQL_URL, redisUrl: REDIS_URL, sandbox });
  const { call, env } = stack;
  let worker;
  let failed = false;
  try {
    const adminToken = await stack.adminToken();

    console.log(`Préparation : ${CONTRIBUTORS} contributeurs, ${TOTAL} soumissions…`);
    const contributors = [];
    await pool(
      Array.from({ length: CONTRIBUTORS }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        contributors[i] = await stack.registerCustomer(`bench${i}@exemple.fr`, `N${i}`);
      },
    );
    const submissions = [];
    await pool(
      Array.from({ length: TOTAL }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const r = await call('POST', '/submissions', {
          token: contributors[i % CONTRIBUTORS],
          body: { title: `Bench ${i}`, content: BENCH_CONTENT },
        });
        submissions[i] = r.submission.id;
      },
    );

    const db = await stack.connect();
    console.log(`Approbation de ${TOTAL} soumissions (${CONCURRENCY} en parallèle)…`);
    const started = performance.now();
    await pool(submissions, CONCURRENCY, (id) =>
      call('PUT', `/admin/submissions/${id}/approve`, { token: adminToken, body: {} }),
    );
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
    const perMarker = creditsPerReward(sandbox);
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
    await stack.stop();
    await sandbox.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
