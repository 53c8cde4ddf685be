import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QueueName } from '../../queue/queues';
import { RewardsCoreModule } from '../rewards-core.module';
import { rewardQueueProvider } from './reward-queue.provider';
import { RewardSweeper, RUNS_REWARD_SWEEPER } from './reward-sweeper';
import { RewardsProcessor } from './rewards.processor';

/**
 * The reward jobs in the worker process: the consumer of the `rewards` queue, its producer (checks of
 * uncertain rewards) and the sweeper. Needs the QueueWorkerModule's connection and the BillingModule.
 */
@Module({
  imports: [RewardsCoreModule, BullModule.registerQueue({ name: QueueName.Rewards })],
  providers: [RewardsProcessor, rewardQueueProvider, { provide: RUNS_REWARD_SWEEPER, useValue: true }, RewardSweeper],
})
export class RewardsWorkerModule {}
