/**
 * Where credit-reward jobs go: BullMQ when REDIS_URL is set (a worker process runs them), else a queue
 * inside the API process that runs the same processor with the same retry rules.
 */
export abstract class RewardQueue {
  /** Adds the job unless one for this reward is already waiting or running. Rejects when the queue is unreachable. */
  abstract enqueue(rewardId: number): Promise<void>;
  /** Adds a check of an `uncertain` reward, run after `delayMs`. */
  abstract enqueueCheck(rewardId: number, delayMs: number): Promise<void>;
  abstract close(): Promise<void>;
}

/** `null` when the reward needs nothing more; else when to check it again (its outcome is unknown). */
export type RewardRunOutcome = { checkAfterMs: number } | null;

/**
 * What the queue runs: resolves when done (or given up for good, or with a check to schedule), rejects
 * to ask for a retry.
 */
export type RewardJobRunner = (
  rewardId: number,
  attempt: { number: number; isLast: boolean },
) => Promise<RewardRunOutcome | void>;
