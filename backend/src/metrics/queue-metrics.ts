import { scrapedGauge } from './metrics';

/** How many jobs of one queue are in each state right now. */
export type QueueCounts = Record<string, number>;

/** The queues of this process, by name: the last one opened under a name is the one reported. */
const queues = new Map<string, () => Promise<QueueCounts>>();

export function reportQueue(name: string, counts: () => Promise<QueueCounts>): () => void {
  queues.set(name, counts);
  return () => {
    if (queues.get(name) === counts) queues.delete(name);
  };
}

scrapedGauge(
  'blog_queue_jobs',
  'Jobs par file et par état (BullMQ avec Redis, sinon la file en mémoire de cette instance)',
  ['queue', 'state'],
  async () => {
    const values: [Record<string, string>, number][] = [];
    for (const [queue, counts] of queues) {
      const byState = await counts().catch(() => null);
      if (byState) for (const [state, count] of Object.entries(byState)) values.push([{ queue, state }, count]);
    }
    return values;
  },
);
