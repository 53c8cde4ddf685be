import { jobOutcomes, metricsRegistry } from '../../src/metrics/metrics';
import '../../src/metrics/queue-metrics';
import { QueueName } from '../../src/queue/queues';

/** Polls until `probe` gives a truthy value, and returns it; fails with `label` past the deadline. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 15000,
  label = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Délai dépassé en attendant : ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The states of a job that may still run (BullMQ's names, which the in-process queue reports too). */
const UNFINISHED = new Set(['waiting', 'active', 'delayed', 'prioritized']);

/** Jobs not finished yet on each queue this process reports (the `blog_queue_jobs` gauge). */
export async function unfinishedJobs(): Promise<Map<string, number>> {
  const gauge = metricsRegistry.getSingleMetric('blog_queue_jobs');
  if (!gauge) throw new Error('The blog_queue_jobs gauge is not registered.');
  const byQueue = new Map<string, number>();
  for (const { labels, value } of (await gauge.get()).values) {
    const queue = String(labels.queue);
    byQueue.set(queue, (byQueue.get(queue) ?? 0) + (UNFINISHED.has(String(labels.state)) ? value : 0));
  }
  return byQueue;
}

/**
 * Waits until the named queues have no job waiting, running, delayed or waiting for a retry: whatever
 * the work done so far was to cause has happened, so a test may assert that nothing more did (one
 * e-mail, not two). Each queue must be reported by this process (the API under test), else the wait
 * would prove nothing.
 */
export async function queuesSettled(queues: readonly string[] = Object.values(QueueName), timeoutMs = 20_000): Promise<void> {
  let last = new Map<string, number>();
  const settled = async () => {
    last = await unfinishedJobs();
    const missing = queues.filter((q) => !last.has(q));
    if (missing.length > 0) throw new Error(`Queue(s) not reported by this process: ${missing.join(', ')}`);
    return queues.every((q) => last.get(q) === 0);
  };
  await waitFor(settled, timeoutMs, 'files au repos').catch((error: Error) => {
    throw new Error(`${error.message} (${JSON.stringify(Object.fromEntries(last))})`);
  });
}

/** How many tries of a queue's jobs this process has run to that outcome (the `jobOutcomes` counter). */
export async function jobOutcomeCount(queue: string, outcome: 'completed' | 'failed'): Promise<number> {
  const { values } = await jobOutcomes.get();
  return values.find((v) => v.labels.queue === queue && v.labels.outcome === outcome)?.value ?? 0;
}

/** Waits until one more try of a queue's jobs than `before` has ended with that outcome. */
export async function nextJobOutcome(
  queue: string,
  outcome: 'completed' | 'failed',
  before: number,
  timeoutMs = 20_000,
): Promise<void> {
  await waitFor(
    async () => (await jobOutcomeCount(queue, outcome)) > before,
    timeoutMs,
    `un essai ${outcome} de la file ${queue}`,
  );
}
