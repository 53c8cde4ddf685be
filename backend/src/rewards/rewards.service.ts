import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { conflict, notFound } from '../common/http/api-error';
import { UnitOfWork } from '../database/unit-of-work';
import { rewardErrors } from '../i18n/errors';
import { SettingsService } from '../settings/settings.service';
import { RewardHistoryEntryDto, RewardSettingsDto, UpdateRewardSettingsDto } from './dto/rewards.dto';
import { Reward } from './entities/reward.entity';
import { centsToNumber } from './money';
import { REWARD_REQUESTED, RewardRequestedEvent } from './reward-events';
import { RewardsRepository } from './rewards.repository';

export const REWARD_KEYS = [
  'article_reward_amount',
  'article_reward_currency',
  'min_words_count',
  'auto_approve',
  'quality_reminder_below',
] as const;

@Injectable()
export class RewardsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly rewards: RewardsRepository,
    private readonly events: EventEmitter2,
    private readonly uow: UnitOfWork,
  ) {}

  async getSettings(): Promise<RewardSettingsDto> {
    const all = await this.settings.getAll();
    return pickRewardSettings(all);
  }

  /** Validated by the settings' own rules (spec §5 texts); nothing is written unless every value passes. */
  async updateSettings(dto: UpdateRewardSettingsDto): Promise<RewardSettingsDto> {
    const values = Object.fromEntries(REWARD_KEYS.filter((key) => dto[key] !== undefined).map((key) => [key, dto[key]]));
    return pickRewardSettings(await this.settings.update(values));
  }

  async history(limit: number): Promise<RewardHistoryEntryDto[]> {
    return (await this.rewards.history(limit)).map(toHistoryEntry);
  }

  async retry(id: number): Promise<RewardHistoryEntryDto> {
    const reward = await this.rewards.findById(id);
    if (!reward) throw notFound(rewardErrors.notFound);
    // An uncertain reward is only checked again: the creditor still waits out its quarantine before sending.
    if (reward.status !== 'uncertain' && !(await this.uow.run((tx) => this.rewards.resetFailed(tx, id))))
      throw conflict(rewardErrors.onlyFailedRetried);
    this.events.emit(REWARD_REQUESTED, { rewardId: id } satisfies RewardRequestedEvent);
    return toHistoryEntry((await this.rewards.findWithUser(id)) ?? reward);
  }
}

function pickRewardSettings(all: Record<string, string>): RewardSettingsDto {
  return {
    article_reward_amount: all.article_reward_amount,
    article_reward_currency: all.article_reward_currency,
    min_words_count: all.min_words_count,
    auto_approve: all.auto_approve,
    quality_reminder_below: all.quality_reminder_below,
  };
}

export function toHistoryEntry(reward: Reward): RewardHistoryEntryDto {
  return {
    id: reward.id,
    username: reward.user?.username ?? null,
    display_name: reward.user?.display_name ?? null,
    email: reward.user?.email ?? null,
    article_title: reward.article_title,
    article_id: reward.article_id,
    amount: centsToNumber(reward.amount_cents),
    currency: reward.currency,
    status: reward.status,
    attempts: reward.attempts,
    error: reward.last_error,
    credited_at: reward.credited_at ? new Date(reward.credited_at).toISOString() : null,
    created_at: new Date(reward.created_at).toISOString(),
  };
}
