import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { rewardJobsConfigProvider } from './jobs/reward-jobs-config';
import { LedgerRepository } from './ledger.repository';
import { RewardCreditor } from './reward-creditor';
import { RewardReconciler } from './reward-reconciler';
import { RewardsRepository } from './rewards.repository';

/** What both entrypoints need to credit rewards (WHMCS comes from the global BillingModule). */
@Module({
  imports: [NotificationsModule],
  providers: [RewardsRepository, RewardCreditor, rewardJobsConfigProvider, LedgerRepository, RewardReconciler],
  exports: [RewardsRepository, RewardCreditor, rewardJobsConfigProvider, LedgerRepository, RewardReconciler],
})
export class RewardsCoreModule {}
