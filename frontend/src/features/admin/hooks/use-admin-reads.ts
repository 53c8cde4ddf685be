import { API_BASE, apiKeys } from '../../../api/keys';
import type { CategoriesResponse, SettingsResponse } from '../../../api/models';
import { useApi } from '../../../api/use-api';
import type {
  ArticleEditResponse,
  ArticleStatus,
  ArticlesPage,
  EmailPreferencesResponse,
  MyStatsResponse,
  AuthorStatsResponse,
  BlogStatsResponse,
  LedgerResponse,
  NotificationsPage,
  NewsletterSendsResponse,
  NewsletterSubscribersResponse,
  NewsletterSummaryResponse,
  OffersAdminResponse,
  OutboxResponse,
  ProfileTagsResponse,
  RewardHistoryResponse,
  RewardSettingsResponse,
  SubmissionNotesResponse,
  SubmissionStatsResponse,
  SubmissionStatus,
  SubmissionResponse,
  SubmissionsPage,
  SubmissionsResponse,
  TimelineResponse,
  UnreadCountResponse,
  UsersResponse,
} from '../shared/admin-api';

/**
 * SWR reads of the back office, one per API list; the action hooks revalidate them with `mutate(key)`.
 * A `null` key waits (no id yet, or a role that may not read it).
 */
export const useManagedArticles = (status: ArticleStatus | '', limit?: number, page = 1) =>
  useApi<ArticlesPage>(apiKeys.managedArticles(status, limit, page));

export const useArticleForEdit = (id: number | null) => useApi<ArticleEditResponse>(id === null ? null : apiKeys.articleEdit(id));

export const useAllCategories = (enabled = true) => useApi<CategoriesResponse>(enabled ? apiKeys.allCategories : null);

/** Active categories only: what a contributor or editor may pick (the full list is admin-only). */
export const useActiveCategories = (enabled = true) => useApi<CategoriesResponse>(enabled ? apiKeys.categories : null);

export const useUsers = (page = 1, search = '') => useApi<UsersResponse>(apiKeys.users(page, search));

export const useSettings = () => useApi<SettingsResponse>(apiKeys.settings);

export const useAdminSubmissions = (status: SubmissionStatus | '', page = 1, enabled = true) =>
  useApi<SubmissionsPage>(enabled ? apiKeys.adminSubmissions(status, page) : null);

/** One submission, whatever its status and page (the link of a notification). */
export const useAdminSubmission = (id: number | null) =>
  useApi<SubmissionResponse>(id === null ? null : apiKeys.adminSubmission(id));

export const useAdminSubmissionStats = (enabled = true) =>
  useApi<SubmissionStatsResponse>(enabled ? apiKeys.adminSubmissionStats : null);

export const useMySubmissions = (enabled = true) => useApi<SubmissionsResponse>(enabled ? apiKeys.mySubmissions : null);

export const useMyStats = (enabled = true) => useApi<MyStatsResponse>(enabled ? apiKeys.myStats : null);

export const useRewardSettings = () => useApi<RewardSettingsResponse>(apiKeys.rewardSettings);

export const useRewardHistory = () => useApi<RewardHistoryResponse>(apiKeys.rewardHistory);

export const useProfileTags = () => useApi<ProfileTagsResponse>(apiKeys.profileTags);

export const useUserTags = (userId: number | null) =>
  useApi<ProfileTagsResponse>(userId === null ? null : apiKeys.userTags(userId));

/** A submission's history and notes (staff, and that submission's contributor). */
export const useSubmissionTimeline = (id: number | null) =>
  useApi<TimelineResponse>(id === null ? null : apiKeys.submissionTimeline(id));

export const useSubmissionNotes = (id: number | null) =>
  useApi<SubmissionNotesResponse>(id === null ? null : apiKeys.submissionNotes(id));

/** The bell's count: polled, and read again when the tab regains focus (the app's default is not to). */
export const useUnreadCount = () =>
  useApi<UnreadCountResponse>(apiKeys.unreadCount, { refreshInterval: 30_000, revalidateOnFocus: true });

export const useNotifications = (limit: number, page: number, enabled = true) =>
  useApi<NotificationsPage>(enabled ? apiKeys.notifications(limit, page) : null, { keepPreviousData: true });

export const useEmailPreferences = () => useApi<EmailPreferencesResponse>(apiKeys.emailPreferences);

/** The demo outbox (admin only); the API answers 404 when e-mails really leave (SMTP configured). */
export const useOutbox = (limit: number, enabled = true) => useApi<OutboxResponse>(enabled ? apiKeys.outbox(limit) : null);

/**
 * Keys read by the statistics and ledger screens only: kept here rather than in api/keys.ts, which
 * every public page loads first.
 */
export const statsKeys = {
  mine: (period: number, page: number) => `${API_BASE}/admin/stats/me?period=${period}&page=${page}`,
  blog: (period: number) => `${API_BASE}/admin/stats/blog?period=${period}`,
  /** The ledger's query string is the screen's filters as they are in its address. */
  ledger: (query: string) => `${API_BASE}/admin/rewards/ledger${query ? `?${query}` : ''}`,
  isLedger: (key: unknown) => typeof key === 'string' && key.startsWith(`${API_BASE}/admin/rewards/ledger`),
};

/** A contributor's own statistics (the API reads only the signed-in user's numbers). */
export const useAuthorStats = (period: number, page: number) => useApi<AuthorStatsResponse>(statsKeys.mine(period, page));

export const useBlogStats = (period: number, enabled: boolean) =>
  useApi<BlogStatsResponse>(enabled ? statsKeys.blog(period) : null);

/** The ledger page; refreshed every 2 s while a WHMCS check runs, to show its progress. */
export const useLedger = (query: string) =>
  useApi<LedgerResponse>(statsKeys.ledger(query), {
    refreshInterval: (latest) => (latest?.last_check?.status === 'running' ? 2000 : 0),
  });

export const useNewsletterSummary = () => useApi<NewsletterSummaryResponse>(apiKeys.newsletterSummary);
export const useNewsletterSubscribers = (page: number, search: string) =>
  useApi<NewsletterSubscribersResponse>(apiKeys.newsletterSubscribers(page, search));

/** Sends of the newsletter per page (10, newest first); kept here like statsKeys, out of the public pages' api/keys.ts. */
export const newsletterSendsKey = (page: number) => `${API_BASE}/admin/newsletter/sends?page=${page}&limit=10`;

/** While one send shown is not done, read again every 3 s to show its progress; otherwise no polling. */
export const useNewsletterSends = (page: number) =>
  useApi<NewsletterSendsResponse>(newsletterSendsKey(page), {
    refreshInterval: (latest) => (latest?.sends.some((send) => send.state !== 'done') ? 3000 : 0),
  });

/** /admin/offers's one read (admins); kept here like statsKeys, out of the public pages' api/keys.ts. */
export const offersAdminKey = `${API_BASE}/admin/offers`;

/** The synced catalogue, its last sync, the promo cards' plans, the lost offers and the clicks. */
export const useOffersAdmin = () => useApi<OffersAdminResponse>(offersAdminKey);
