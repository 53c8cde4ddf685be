import type { CategoriesResponse, SettingsResponse } from '../../../api/models';
import { useApi } from '../../../api/use-api';
import {
  adminKeys,
  type ArticleEditResponse,
  type ArticleStatus,
  type ArticlesPage,
  type MyStatsResponse,
  type ProfileTagsResponse,
  type RewardHistoryResponse,
  type RewardSettingsResponse,
  type SubmissionStatsResponse,
  type SubmissionStatus,
  type SubmissionsResponse,
  type UsersResponse,
} from '../admin-api';

/**
 * SWR reads of the back office, one per API list; the action hooks revalidate them with `mutate(key)`.
 * A `null` key waits (no id yet, or a role that may not read it).
 */
export const useManagedArticles = (status: ArticleStatus | '', limit?: number) =>
  useApi<ArticlesPage>(adminKeys.managedArticles(status, limit));

export const useArticleForEdit = (id: number | null) =>
  useApi<ArticleEditResponse>(id === null ? null : adminKeys.articleEdit(id));

export const useAllCategories = (enabled = true) => useApi<CategoriesResponse>(enabled ? adminKeys.allCategories : null);

/** Active categories only: what a contributor or editor may pick (the full list is admin-only). */
export const useActiveCategories = (enabled = true) => useApi<CategoriesResponse>(enabled ? adminKeys.activeCategories : null);

export const useUsers = () => useApi<UsersResponse>(adminKeys.users);

export const useSettings = () => useApi<SettingsResponse>(adminKeys.settings);

export const useAdminSubmissions = (status: SubmissionStatus | '', enabled = true) =>
  useApi<SubmissionsResponse>(enabled ? adminKeys.adminSubmissions(status) : null);

export const useAdminSubmissionStats = (enabled = true) =>
  useApi<SubmissionStatsResponse>(enabled ? adminKeys.adminSubmissionStats : null);

export const useMySubmissions = (enabled = true) => useApi<SubmissionsResponse>(enabled ? adminKeys.mySubmissions : null);

export const useMyStats = (enabled = true) => useApi<MyStatsResponse>(enabled ? adminKeys.myStats : null);

export const useRewardSettings = () => useApi<RewardSettingsResponse>(adminKeys.rewardSettings);

export const useRewardHistory = () => useApi<RewardHistoryResponse>(adminKeys.rewardHistory);

export const useProfileTags = () => useApi<ProfileTagsResponse>(adminKeys.profileTags);

export const useUserTags = (userId: number | null) =>
  useApi<ProfileTagsResponse>(userId === null ? null : adminKeys.userTags(userId));
