/** How long a request waits for another one's answer before it computes its own. */
export const MAX_WAIT_MS = 10_000;

/**
 * Misses of one URL within one cache generation share one answer: the first request (the leader)
 * computes it, the ones that arrive meanwhile wait for it and are then served from the cache. After a
 * publish has emptied the cache, fifty readers of the home page cost one render instead of fifty.
 *
 * A flight belongs to the generation it started in: a request that arrives after a write never waits
 * for an answer computed from data read before it (that answer is not stored anyway).
 */
export class MissFlights {
  private readonly flights = new Map<string, () => void>();
  private readonly waits = new Map<string, Promise<void>>();
  private readonly waiting = new Set<string>();

  /** Null when this request leads (it must `settle` the same key); else a promise to wait on. */
  join(url: string, generation: number, maxWaitMs = MAX_WAIT_MS): Promise<void> | null {
    const key = flightKey(url, generation);
    const wait = this.waits.get(key);
    if (wait) {
      this.waiting.add(key);
      return withTimeout(wait, maxWaitMs);
    }
    let settle!: () => void;
    this.waits.set(
      key,
      new Promise<void>((resolve) => {
        settle = resolve;
      }),
    );
    this.flights.set(key, settle);
    return null;
  }

  /** The leader is done (stored, not stored, failed or aborted); calling it again does nothing. */
  settle(url: string, generation: number): void {
    const key = flightKey(url, generation);
    const settle = this.flights.get(key);
    if (!settle) return;
    this.flights.delete(key);
    this.waits.delete(key);
    this.waiting.delete(key);
    settle();
  }

  /** Whether other requests wait for this flight's answer. */
  awaited(url: string, generation: number): boolean {
    return this.waiting.has(flightKey(url, generation));
  }

  get size(): number {
    return this.flights.size;
  }
}

const flightKey = (url: string, generation: number): string => `${generation} ${url}`;

function withTimeout(wait: Promise<void>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void wait.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
