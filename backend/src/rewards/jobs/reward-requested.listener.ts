import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { REWARD_REQUESTED, RewardRequestedEvent } from '../reward-events';
import { Jobs } from '../../queue/jobs';
import { creditRewardJob } from './credit-reward.job';

/** Turns a committed reward into a job. A queue outage only delays payment: the row stays `pending` for the sweeper. */
@Injectable()
export class RewardRequestedListener {
  constructor(private readonly jobs: Jobs) {}

  @OnEvent(REWARD_REQUESTED)
  async handle(event: RewardRequestedEvent): Promise<void> {
    await this.jobs.addAfterCommit(creditRewardJob, { rewardId: event.rewardId });
  }
}
