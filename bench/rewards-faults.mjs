// npm run bench:rewards-faults — exactly-once crediting against a slow WHMCS that commits late, with
// workers killed all along. 200 approvals (MariaDB, Redis, two worker processes as in production); the
// sandbox holds each AddCredit a random 0–15 s before writing it, past the client's timeout for most of
// them, and a random worker is SIGKILLed (then replaced) every few seconds. Prints doubled and missing
// credits and how long the slowest reward took to settle; exits 1 on any doubled or missing credit.
//
// Env: BENCH_MYSQL_URL (mariadb://blog:blog@127.0.0.1:3306), BENCH_REDIS_URL (redis://127.0.0.1:6379),
//      BENCH_APPROVALS (200), BENCH_MAX_LATENCY_MS (15000), BENCH_KILL_EVERY_MS (4000),
//      BENCH_WHMCS_TIMEOUT_MS (5000), BENCH_QUARANTINE_MS (20000).
import { sleep, spawnNode } from './processes.mjs';
import { BENCH_CONTENT, buildRewardStack, creditsPerReward, startBenchSandbox, startRewardStack } from './reward-stack.mjs';

const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 200);
const MAX_LATENCY_MS = Number(process.env.BENCH_MAX_LATENCY_MS ?? 15_000);
const KILL_EVERY_MS = Number(process.env.BENCH_KILL_EVERY_MS ?? 4000);
const WHMCS_TIMEOUT_MS = Number(process.env.BENCH_WHMCS_TIMEOUT_MS ?? 5000);
const QUARANTINE_MS = Number(process.env.BENCH_QUARANTINE_MS ?? 20_000);
const CONTRIBUTORS = 10;
const DEADLINE_MS = 15 * 60_000;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  // The sandbox is rebuilt too: its slow-commit fault is what this bench is about.
  buildRewardStack({ sandbox: 'always' });
  const sandbox = await startBenchSandbox();
  const stack = await startRewardStack({
    name: 'faults',
    mysqlBase: MYSQL_URL,
    redisUrl: REDIS_URL,
    sandbox,
    env: {
      WHMCS_TIMEOUT_MS: String(WHMCS_TIMEOUT_MS),
      REWARD_QUARANTINE_MS: String(QUARANTINE_MS),
      REWARD_ATTEMPTS: '20',
      REWARD_BACKOFF_MS: '500',
      REWARD_LOCK_MS: '3000',
      REWARD_SWEEP_INTERVAL_MS: '2000',
      REWARD_STALE_MS: '10000',
    },
  });
  const { call, env } = stack;
  const workers = [];
  const startWorker = () => workers.push(spawnNode('backend/dist/worker.js', [], env, 'worker'));
  let failed = false;
  let killing = true;
  let kills = 0;
  try {
    const adminToken = await stack.adminToken();
    const contributors = [];
    for (let i = 0; i < CONTRIBUTORS; i += 1) {
      contributors.push(await stack.registerCustomer(`lent${i}@exemple.fr`, `N${i}`));
    }
    const submissions = [];
    for (let i = 0; i < APPROVALS; i += 1) {
      submissions.push(
        (
          await call('POST', '/submissions', {
            token: contributors[i % CONTRIBUTORS],
            body: { title: `Lent ${i}`, content: BENCH_CONTENT },
          })
        ).submission.id,
      );
    }

    sandbox.setFaults({ addCreditDelayMs: 0, addCreditDelayMaxMs: MAX_LATENCY_MS });
    startWorker();
    startWorker();
    const killer = (async () => {
      while (killing) {
        await sleep(KILL_EVERY_MS / 2 + Math.random() * KILL_EVERY_MS);
        if (!killing) break;
        const victim = workers.splice(Math.floor(Math.random() * workers.length), 1)[0];
        victim.stopping = true;
        victim.kill('SIGKILL');
        kills += 1;
        startWorker();
      }
    })();

    console.log(
      `${APPROVALS} approbations, AddCredit écrit après 0–${MAX_LATENCY_MS / 1000} s (délai client ${WHMCS_TIMEOUT_MS / 1000} s), un worker tué toutes les ~${KILL_EVERY_MS / 1000} s…`,
    );
    const db = await stack.connect();
    const approvedAt = new Map();
    const settledAt = new Map();
    const started = performance.now();
    // One approval every 50 ms: credits, checks and kills overlap, as in a busy review session.
    const approving = (async () => {
      for (const id of submissions) {
        await call('PUT', `/admin/submissions/${id}/approve`, { token: adminToken, body: {} });
        approvedAt.set(id, performance.now());
        await sleep(50);
      }
    })();
    let counts = {};
    let uncertainSeen = 0;
    for (;;) {
      const [rows] = await db.query('SELECT id, submission_id, status FROM rewards');
      counts = {};
      for (const row of rows) {
        counts[row.status] = (counts[row.status] ?? 0) + 1;
        if (row.status === 'uncertain') uncertainSeen = Math.max(uncertainSeen, counts.uncertain);
        if ((row.status === 'credited' || row.status === 'failed') && !settledAt.has(row.submission_id))
          settledAt.set(row.submission_id, performance.now());
      }
      if (settledAt.size >= APPROVALS) break;
      if (performance.now() - started > DEADLINE_MS) break;
      await sleep(200);
    }
    await approving;
    killing = false;
    await killer;
    const totalMs = performance.now() - started;
    // Every AddCredit still held by the sandbox lands within its maximum latency: then count.
    await sleep(MAX_LATENCY_MS + 1000);

    const [rewardRows] = await db.query('SELECT id, status FROM rewards');
    const [[{ cents }]] = await db.query('SELECT COALESCE(SUM(total_rewards_cents), 0) AS cents FROM users');
    await db.end();
    const perMarker = creditsPerReward(sandbox);
    const doubled = [...perMarker.values()].filter((n) => n > 1).length;
    const missing = rewardRows.filter((r) => !perMarker.has(Number(r.id))).length + Math.max(0, APPROVALS - rewardRows.length);
    const notCredited = rewardRows.filter((r) => r.status !== 'credited').length;
    const settle = [...settledAt.entries()].map(([id, at]) => at - (approvedAt.get(id) ?? started)).sort((a, b) => a - b);
    console.log('');
    console.log(`Approbations               : ${APPROVALS}`);
    console.log(`Workers tués (SIGKILL)     : ${kills}`);
    console.log(`Au plus en vérification    : ${uncertainSeen} à la fois`);
    console.log(`Statuts                    : ${JSON.stringify(counts)}`);
    console.log(`Crédits en double          : ${doubled}`);
    console.log(`Crédits manquants          : ${missing}`);
    console.log(`Non crédités dans la base  : ${notCredited}`);
    console.log(
      `Règlement (approbation → crédité) : p50 ${seconds(percentile(settle, 50))}, p95 ${seconds(percentile(settle, 95))}, le plus lent ${seconds(settle.at(-1) ?? 0)}`,
    );
    console.log(`Tout réglé en              : ${seconds(totalMs)} (quarantaine ${seconds(QUARANTINE_MS)})`);
    console.log(`Total des contributeurs    : ${(Number(cents) / 100).toFixed(2)} (attendu ${APPROVALS.toFixed(2)})`);
    if (doubled > 0 || missing > 0 || notCredited > 0 || Number(cents) !== APPROVALS * 100) failed = true;
    console.log(failed ? 'ÉCHEC' : 'OK : chaque article crédité exactement une fois');
  } finally {
    killing = false;
    await Promise.all(workers.map((w) => w.stop()));
    await stack.stop();
    await sandbox.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
