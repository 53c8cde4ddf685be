import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { CreditRewardHandler } from './jobs/credit-reward.job';
import { NightlyReconcile } from './jobs/nightly-reconcile';
import { ReconcileRewardsHandler } from './jobs/reconcile-rewards.job';
import { rewardJobsConfigProvider } from './jobs/reward-jobs-config';
import { RewardRequestedListener } from './jobs/reward-requested.listener';
import { LedgerRepository } from './ledger.repository';
import { RewardCreditor } from './reward-creditor';
import { RewardReconciler } from './reward-reconciler';
import { RewardsRepository } from './rewards.repository';

/**
 * What both entrypoints need to credit rewards (WHMCS comes from the global BillingModule): the reward
 * jobs' handlers, the listener that asks for a credit and the nightly check (job-registry.ts runs them).
 */
@Module({
  imports: [NotificationsModule, UsersModule],
  providers: [
    RewardsRepository,
    RewardCreditor,
    rewardJobsConfigProvider,
    LedgerRepository,
    RewardReconciler,
    CreditRewardHandler,
    ReconcileRewardsHandler,
    RewardRequestedListener,
    NightlyReconcile,
  ],
  exports: [RewardsRepository, RewardCreditor, rewardJobsConfigProvider, LedgerRepository, RewardReconciler],
})
export class RewardsCoreModule {}
