import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { adminKeys, unwrap, type RewardSettings } from '../admin-api';

/** Approve or reject a submission (spec §2.15); lists, stats and articles are revalidated. */
export function useReviewActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => adminKeys.isSubmissions(key) || adminKeys.isManagedArticles(key));
  return {
    async approve(id: number, adminNotes: string) {
      const answer = unwrap(
        await api.PUT('/blog/api/admin/submissions/{id}/approve', {
          params: { path: { id } },
          body: { admin_notes: adminNotes.trim() || null },
        }),
      );
      await Promise.all([refresh(), mutate(adminKeys.rewardHistory)]);
      return answer;
    },
    async reject(id: number, reason: string, adminNotes: string) {
      const answer = unwrap(
        await api.PUT('/blog/api/admin/submissions/{id}/reject', {
          params: { path: { id } },
          body: { rejection_reason: reason.trim(), admin_notes: adminNotes.trim() || null },
        }),
      );
      await refresh();
      return answer;
    },
  };
}

/** Reward settings and retries (spec §2.16). The public reward badge reads /settings: revalidated too. */
export function useRewardActions() {
  const { mutate } = useSWRConfig();
  return {
    async save(settings: RewardSettings) {
      const answer = unwrap(await api.PUT('/blog/api/admin/rewards/settings', { body: settings }));
      await Promise.all([mutate(adminKeys.rewardSettings, answer, { revalidate: false }), mutate(adminKeys.settings)]);
      return answer;
    },
    async retry(id: number) {
      const answer = unwrap(await api.POST('/blog/api/admin/rewards/{id}/retry', { params: { path: { id } } }));
      await mutate(adminKeys.rewardHistory);
      return answer;
    },
  };
}
