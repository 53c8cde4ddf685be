import { Module } from '@nestjs/common';
import { RewardCreditor } from './reward-creditor';
import { jobsConfigProvider } from './reward-queue.provider';
import { RewardsRepository } from './rewards.repository';

/** What both entrypoints need to credit rewards (WHMCS comes from the global BillingModule). */
@Module({
  providers: [RewardsRepository, RewardCreditor, jobsConfigProvider],
  exports: [RewardsRepository, RewardCreditor, jobsConfigProvider],
})
export class RewardsCoreModule {}
