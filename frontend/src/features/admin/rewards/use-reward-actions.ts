import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap, type RewardSettings } from '../shared/admin-api';

/** Reward settings and retries (spec §2.16). The public reward badge reads /settings: revalidated too. */
export function useRewardActions() {
  const { mutate } = useSWRConfig();
  return {
    async save(settings: RewardSettings) {
      const answer = unwrap(await api.PUT('/blog/api/admin/rewards/settings', { body: settings }));
      await Promise.all([mutate(apiKeys.rewardSettings, answer, { revalidate: false }), mutate(apiKeys.settings)]);
      return answer;
    },
    async retry(id: number) {
      const answer = unwrap(await api.POST('/blog/api/admin/rewards/{id}/retry', { params: { path: { id } } }));
      await mutate(apiKeys.rewardHistory);
      return answer;
    },
  };
}
