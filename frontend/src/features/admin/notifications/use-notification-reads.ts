import { apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { NotificationsPage, UnreadCountResponse, EmailPreferencesResponse } from '../shared/admin-api';

/** The bell's count: polled, and read again when the tab regains focus (the app's default is not to). */
export const useUnreadCount = () =>
  useApi<UnreadCountResponse>(apiKeys.unreadCount, { refreshInterval: 30_000, revalidateOnFocus: true });

export const useNotifications = (limit: number, page: number, enabled = true) =>
  useApi<NotificationsPage>(enabled ? apiKeys.notifications(limit, page) : null, { keepPreviousData: true });

export const useEmailPreferences = () => useApi<EmailPreferencesResponse>(apiKeys.emailPreferences);
