import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap, type EmailPreferencesResponse } from '../shared/admin-api';

/** Reading notifications: the bell's count and every loaded page follow. */
export function useNotificationActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(apiKeys.isNotifications);
  return {
    async markRead(id: number) {
      unwrap(await api.PUT('/blog/api/notifications/{id}/read', { params: { path: { id } } }));
      await refresh();
    },
    async markAllRead() {
      unwrap(await api.PUT('/blog/api/notifications/read-all'));
      await refresh();
    },
  };
}

/**
 * The e-mail preferences of the profile: one switch saved at a time. It shows its new state at once and
 * goes back if the server refuses; the server's answer is the new state.
 */
export function useEmailPreferenceActions() {
  const { mutate } = useSWRConfig();
  return {
    async save(kind: string, enabled: boolean) {
      return mutate<EmailPreferencesResponse>(
        apiKeys.emailPreferences,
        async () => unwrap(await api.PUT('/blog/api/notifications/preferences', { body: { emails: { [kind]: enabled } } })),
        {
          optimisticData: (current) => ({
            success: true,
            preferences: (current?.preferences ?? []).map((p) => (p.kind === kind ? { ...p, enabled } : p)),
          }),
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },
  };
}
