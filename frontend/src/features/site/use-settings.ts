import { apiKeys } from '../../api/keys';
import type { SettingsResponse } from '../../api/models';
import { useApi } from '../../api/use-api';

export interface PublicReward {
  amount: string;
  currency: string;
}

const DEFAULT_REWARD: PublicReward = { amount: '1.00', currency: 'EUR' };

function rewardOf(settings: Record<string, string>): PublicReward {
  return {
    amount: settings.article_reward_amount ?? DEFAULT_REWARD.amount,
    currency: settings.article_reward_currency ?? DEFAULT_REWARD.currency,
  };
}

/**
 * The reward per article and its currency for the call-to-action badge; `null` until the settings have
 * loaded (they are embedded in every server-rendered page).
 */
export function useReward(): PublicReward | null {
  const { data, error } = useApi<SettingsResponse>(apiKeys.settings, {
    // Spec §8: a failed load of the reward amount is only logged.
    onError: (error) => console.warn('Chargement du montant de la récompense impossible', error),
  });
  if (error && !data) return DEFAULT_REWARD;
  if (!data) return null;
  return data.success ? rewardOf(data.settings) : DEFAULT_REWARD;
}

/** The configured currency every amount is shown in; the default (EUR) until the settings answer. */
export function useRewardCurrency(): string {
  return useReward()?.currency ?? DEFAULT_REWARD.currency;
}
