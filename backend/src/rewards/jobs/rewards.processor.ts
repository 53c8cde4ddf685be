import { Processor } from '@nestjs/bullmq';
import type { QueuedJob } from '../../queue/job-queue';
import { processorOptions, QueueProcessor } from '../../queue/queue-processor';
import { QueueName } from '../../queue/queues';
import { RewardCreditor } from '../reward-creditor';
import { runCreditRewardJob } from './credit-reward.job';
import type { CreditRewardJobData } from './reward-job-ids';
import { RewardJobsConfig } from './reward-jobs-config';
import { RewardQueue } from './reward-queue';

const config = new RewardJobsConfig(process.env);

/** Consumer of the `rewards` queue; registered by the RewardsWorkerModule only. */
@Processor(QueueName.Rewards, processorOptions(config))
export class RewardsProcessor extends QueueProcessor<CreditRewardJobData> {
  constructor(
    private readonly creditor: RewardCreditor,
    private readonly queue: RewardQueue,
  ) {
    super();
  }

  protected handle(job: QueuedJob<CreditRewardJobData>): Promise<void> {
    return runCreditRewardJob(job, (rewardId, attempt) => this.creditor.run(rewardId, attempt), this.queue);
  }
}
