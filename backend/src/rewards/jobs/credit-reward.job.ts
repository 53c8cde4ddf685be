import { Injectable, Logger } from '@nestjs/common';
import { defineJob } from '../../queue/define-job';
import { type JobAttempt, JobGivenUp, type JobHandler, type QueuedJob } from '../../queue/job-queue';
import { Jobs } from '../../queue/jobs';
import { QueueName } from '../../queue/queues';
import { RewardCreditor, type RewardRunOutcome } from '../reward-creditor';
import { RewardsRepository } from '../rewards.repository';
import { RewardJobsConfig } from './reward-jobs-config';

/** The data of a `credit-reward` job (queue `rewards`). */
export interface CreditRewardJobData {
  rewardId: number;
}

/**
 * What a credit-reward job runs (`RewardCreditor.run`): resolves when done (or given up for good, or with
 * a check to schedule), rejects to ask for a retry.
 */
export type RewardJobRunner = (rewardId: number, attempt: JobAttempt) => Promise<RewardRunOutcome | void>;

const SWEEP_BATCH = 1000;
const logger = new Logger('Récompenses');

/**
 * Runs `RewardCreditor.run` for one reward, and schedules the check it asks for. The sweeper queues
 * again `pending` and `uncertain` rewards whose job was lost (Redis down when the approval was committed,
 * a check given up while WHMCS was down…); an `uncertain` one is only checked, never sent before its
 * quarantine ends.
 */
@Injectable()
export class CreditRewardHandler implements JobHandler<CreditRewardJobData> {
  constructor(
    private readonly creditor: RewardCreditor,
    private readonly rewards: RewardsRepository,
    private readonly jobs: Jobs,
  ) {}

  handle(job: QueuedJob<CreditRewardJobData>): Promise<void> {
    return runCreditRewardJob(job, (rewardId, attempt) => this.creditor.run(rewardId, attempt), this.jobs);
  }

  async findStale(before: Date): Promise<CreditRewardJobData[]> {
    return (await this.rewards.staleUnsettled(before, SWEEP_BATCH)).map((rewardId) => ({ rewardId }));
  }
}

export const creditRewardJob = defineJob<CreditRewardJobData>({
  queue: QueueName.Rewards,
  name: 'credit-reward',
  /** One job per reward: adding it again while it waits or runs is a no-op. */
  jobId: ({ rewardId }) => `reward-${rewardId}`,
  /** A later check of an `uncertain` reward, one per due second. */
  laterJobId: ({ rewardId }, dueAt) => `reward-${rewardId}-check-${Math.ceil(dueAt / 1000)}`,
  tuning: (env) => new RewardJobsConfig(env),
  handler: CreditRewardHandler,
  sweeps: true,
  logContext: 'Récompenses',
  failureMessage: ({ rewardId }, attempt, error) => `Récompense ${rewardId} : essai ${attempt.number} échoué (${error.message})`,
});

/** One credit-reward job: the creditor's run, then the check it asks for (a send whose outcome is unknown). */
export async function runCreditRewardJob(
  job: QueuedJob<CreditRewardJobData>,
  run: RewardJobRunner,
  jobs: Pick<Jobs, 'addLater'>,
): Promise<void> {
  const { rewardId } = job.data;
  const outcome = await run(rewardId, job.attempt);
  if (!outcome) return;
  // The job fails with its reward: under BullMQ it stays in the failed list of the dashboard, whose retry
  // runs it again by hand (the creditor then puts the reward back to `pending` first).
  if ('failed' in outcome) throw new JobGivenUp(`Récompense ${rewardId} en échec : ${outcome.failed}`);
  await scheduleCheck(jobs, rewardId, outcome.checkAfterMs);
}

/**
 * A check of an `uncertain` reward, run after `delayMs` (its own job id: the run that schedules it is
 * still the active `reward-<id>` job). One that cannot be queued now is not an error of this job: the
 * sweeper makes up for it.
 */
async function scheduleCheck(jobs: Pick<Jobs, 'addLater'>, rewardId: number, delayMs: number): Promise<void> {
  try {
    await jobs.addLater(creditRewardJob, { rewardId }, delayMs);
  } catch (error) {
    logger.warn(`Récompense ${rewardId} : vérification non planifiée (${(error as Error).message}), le balayage la reprendra`);
  }
}
