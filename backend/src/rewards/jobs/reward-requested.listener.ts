import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { REWARD_REQUESTED, RewardRequestedEvent } from '../reward-events';
import { Jobs } from '../../queue/jobs';
import { creditRewardJob } from './credit-reward.job';

/** Turns a committed reward into a job. A queue outage only delays payment: the row stays `pending` for the sweeper. */
@Injectable()
export class RewardRequestedListener {
  private readonly logger = new Logger('Récompenses');

  constructor(private readonly jobs: Jobs) {}

  @OnEvent(REWARD_REQUESTED)
  async handle(event: RewardRequestedEvent): Promise<void> {
    try {
      await this.jobs.add(creditRewardJob, { rewardId: event.rewardId });
    } catch (error) {
      this.logger.warn(`Récompense ${event.rewardId} non mise en file (${(error as Error).message}) : le balayage la reprendra`);
    }
  }
}
