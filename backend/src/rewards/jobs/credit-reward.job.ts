import { Logger } from '@nestjs/common';
import { type JobAttempt, JobGivenUp, type QueuedJob } from '../../queue/job-queue';
import type { CreditRewardJobData } from './reward-job-ids';
import type { RewardQueue } from './reward-queue';

/**
 * `null` when the reward needs nothing more; when to check it again (its outcome is unknown); or why it
 * was given up for good (now `failed`).
 */
export type RewardRunOutcome = { checkAfterMs: number } | { failed: string } | null;

/**
 * What a credit-reward job runs (`RewardCreditor.run`): resolves when done (or given up for good, or with
 * a check to schedule), rejects to ask for a retry.
 */
export type RewardJobRunner = (rewardId: number, attempt: JobAttempt) => Promise<RewardRunOutcome | void>;

const logger = new Logger('Récompenses');

/** One credit-reward job, the same in the worker's processor and in the API's in-process queue. */
export async function runCreditRewardJob(
  job: QueuedJob<CreditRewardJobData>,
  run: RewardJobRunner,
  queue: RewardQueue,
): Promise<void> {
  const { rewardId } = job.data;
  let outcome: RewardRunOutcome | void;
  try {
    outcome = await run(rewardId, job.attempt);
  } catch (error) {
    logger.warn(`Récompense ${rewardId} : essai ${job.attempt.number} échoué (${(error as Error).message})`);
    throw error;
  }
  if (!outcome) return;
  // The job fails with its reward: under BullMQ it stays in the failed list of the dashboard, whose retry
  // runs it again by hand (the creditor then puts the reward back to `pending` first).
  if ('failed' in outcome) throw new JobGivenUp(`Récompense ${rewardId} en échec : ${outcome.failed}`);
  await scheduleCheck(queue, rewardId, outcome.checkAfterMs);
}

/** A check that cannot be queued now is not an error of this job: the sweeper makes up for it. */
async function scheduleCheck(queue: RewardQueue, rewardId: number, delayMs: number): Promise<void> {
  try {
    await queue.enqueueCheck(rewardId, delayMs);
  } catch (error) {
    logger.warn(`Récompense ${rewardId} : vérification non planifiée (${(error as Error).message}), le balayage la reprendra`);
  }
}
