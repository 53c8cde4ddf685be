// Approval → credited latency, as in bench/rewards.mjs (same processes, same sandbox) but one
// approval at a time with the worker already up: the delay a contributor sees, not a throughput.
import { sleep, spawnNode, waitFor } from './processes.mjs';
import { BENCH_CONTENT, startRewardStack } from './reward-stack.mjs';

export async function measureApprovalToCredited({ mysqlBase, redisUrl, sandbox, samples = 20 }) {
  const stack = await startRewardStack({ name: 'latency', mysqlBase, redisUrl, sandbox });
  const { call, env } = stack;
  let worker;
  let db;
  try {
    worker = spawnNode('backend/dist/worker.js', [], env, 'worker');
    await waitFor(() => worker.tail().includes('Worker démarré'), 60_000, 'Démarrage du worker');
    const adminToken = await stack.adminToken();
    const contributor = await stack.registerCustomer('latence@exemple.fr', 'Latence');
    db = await stack.connect();
    const latencies = [];
    for (let i = 0; i < samples; i += 1) {
      const id = (
        await call('POST', '/submissions', { token: contributor, body: { title: `Latence ${i}`, content: BENCH_CONTENT } })
      ).submission.id;
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
    await stack.stop();
  }
}
