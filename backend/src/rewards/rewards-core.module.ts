import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { rewardJobsConfigProvider } from './jobs/reward-jobs-config';
import { RewardCreditor } from './reward-creditor';
import { RewardsRepository } from './rewards.repository';

/** What both entrypoints need to credit rewards (WHMCS comes from the global BillingModule). */
@Module({
  imports: [NotificationsModule],
  providers: [RewardsRepository, RewardCreditor, rewardJobsConfigProvider],
  exports: [RewardsRepository, RewardCreditor, rewardJobsConfigProvider],
})
export class RewardsCoreModule {}
