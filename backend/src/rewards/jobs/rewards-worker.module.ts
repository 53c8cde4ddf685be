import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QueueName } from '../../queue/queues';
import { RewardsCoreModule } from '../rewards-core.module';
import { rewardQueueProvider } from './reward-queue.provider';
import { RewardRequestedListener } from './reward-requested.listener';
import { RewardSweeper, RUNS_REWARD_SWEEPER } from './reward-sweeper';
import { ReconcileProcessor } from './reconcile.processor';
import { RewardsProcessor } from './rewards.processor';

/**
 * The reward jobs in the worker process: the consumer of the `rewards` queue, its producer (checks of
 * uncertain rewards, and rewards born in this process by a scheduled publication) and the sweeper. Needs the QueueWorkerModule's connection and the BillingModule.
 */
@Module({
  imports: [
    RewardsCoreModule,
    BullModule.registerQueue({ name: QueueName.Rewards }),
    BullModule.registerQueue({ name: QueueName.Reconcile }),
  ],
  providers: [
    RewardsProcessor,
    rewardQueueProvider,
    RewardRequestedListener,
    { provide: RUNS_REWARD_SWEEPER, useValue: true },
    RewardSweeper,
    ReconcileProcessor,
  ],
})
export class RewardsWorkerModule {}
