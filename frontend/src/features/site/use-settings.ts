import { apiKeys } from '../../api/keys';
import type { SettingsResponse } from '../../api/models';
import { useApi } from '../../api/use-api';

/** The reward amount for the call-to-action badge; `null` until the settings have loaded. */
export function useRewardAmount(): string | null {
  const { data, error } = useApi<SettingsResponse>(apiKeys.settings, {
    // Spec §8: a failed load of the reward amount is only logged.
    onError: (error) => console.warn('Chargement du montant de la récompense impossible', error),
  });
  if (error && !data) return '1.00';
  if (!data) return null;
  return data.success ? (data.settings.article_reward_amount ?? '1.00') : '1.00';
}
