import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { AppConfig } from '../config/app-config';
import { SettingsModule } from '../settings/settings.module';
import { RewardRequestedListener } from './jobs/reward-requested.listener';
import { rewardQueueProvider } from './jobs/reward-queue.provider';
import { RewardSweeper, RUNS_REWARD_SWEEPER } from './jobs/reward-sweeper';
import { RewardsCoreModule } from './rewards-core.module';
import { InProcessNightlyReconcile, reconcileQueueProvider } from './jobs/reconcile-queue.provider';
import { LedgerController } from './ledger.controller';
import { LedgerService } from './ledger.service';
import { RewardsController } from './rewards.controller';
import { RewardsService } from './rewards.service';

/** The API side: settings, history, retry and ledger routes, and the producer of credit and check jobs. */
@Module({
  imports: [BillingModule.forRoot('start'), RewardsCoreModule, SettingsModule],
  controllers: [RewardsController, LedgerController],
  providers: [
    RewardsService,
    rewardQueueProvider,
    RewardRequestedListener,
    // With Redis the worker process sweeps; without it the in-process queue is this process's.
    { provide: RUNS_REWARD_SWEEPER, inject: [AppConfig], useFactory: (config: AppConfig) => !config.redisUrl },
    RewardSweeper,
    LedgerService,
    reconcileQueueProvider,
    InProcessNightlyReconcile,
  ],
  exports: [RewardsService],
})
export class RewardsModule {}
