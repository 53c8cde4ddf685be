import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { SettingsModule } from '../settings/settings.module';
import { RewardsCoreModule } from './rewards-core.module';
import { LedgerController } from './ledger.controller';
import { LedgerService } from './ledger.service';
import { RewardsController } from './rewards.controller';
import { RewardsService } from './rewards.service';

/** The API side: settings, history, retry and ledger routes (the reward jobs are RewardsCoreModule's). */
@Module({
  imports: [BillingModule.forRoot('start'), RewardsCoreModule, SettingsModule],
  controllers: [RewardsController, LedgerController],
  providers: [RewardsService, LedgerService],
  exports: [RewardsService],
})
export class RewardsModule {}
