import { API_BASE, apiKeys } from '../../api/keys';
import { ApiRequestError } from '../../api/errors';
import type { ApiErrorBody } from '../../api/models';
import type { components } from '../../api/schema';

/** Back-office shapes, all generated from openapi/openapi.json. */
type Schemas = components['schemas'];
export type ArticleStatus = Schemas['ArticleListItemDto']['status'];
export type ManagedArticle = Schemas['ArticleListItemDto'];
export type ArticlesPage = Schemas['ArticlesPageResponseDto'];
export type ArticleEdit = Schemas['ArticleEditDto'];
export type ArticleEditResponse = Schemas['ArticleEditResponseDto'];
export type SaveArticlePayload = Schemas['SaveArticleDto'];
export type CategoryDto = Schemas['CategoryDto'];
export type CategoryPayload = Schemas['CreateCategoryDto'];
export type UserDto = Schemas['UserDto'];
export type UsersResponse = Schemas['UsersResponseDto'];
export type CreateUserPayload = Schemas['CreateUserDto'];
export type UpdateUserPayload = Schemas['UpdateUserDto'];
export type Submission = Schemas['SubmissionDto'];
export type SubmissionStatus = Submission['status'];
export type SubmissionsResponse = Schemas['SubmissionsResponseDto'];
export type SubmissionStats = Schemas['SubmissionStatsDto'];
export type SubmissionStatsResponse = Schemas['SubmissionStatsResponseDto'];
export type MyStats = Schemas['ContributorSubmissionStatsDto'];
export type MyStatsResponse = Schemas['ContributorSubmissionStatsResponseDto'];
export type RewardSettings = Schemas['RewardSettingsDto'];
export type RewardSettingsResponse = Schemas['RewardSettingsResponseDto'];
export type RewardEntry = Schemas['RewardHistoryEntryDto'];
export type RewardHistoryResponse = Schemas['RewardHistoryResponseDto'];
export type ProfileTag = Schemas['ProfileTagDto'];
export type ProfileTagsResponse = Schemas['ProfileTagsResponseDto'];
export type UploadResponse = Schemas['UploadResponseDto'];
export type UploadedImage = Schemas['UploadedImageDto'];
export type AvatarResponse = Schemas['AvatarResponseDto'];
export type ProfileResponse = Schemas['ProfileResponseDto'];
export type UpdateProfilePayload = Schemas['UpdateProfileDto'];

/** SWR keys of the back office: the API paths themselves (see api/keys.ts). */
export const adminKeys = {
  managedArticles: (status: ArticleStatus | '' = '', limit?: number) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (limit) params.set('limit', String(limit));
    const query = params.toString();
    return `${API_BASE}/articles/all${query ? `?${query}` : ''}`;
  },
  /** Every cached list of managed articles, for `mutate` after a change. */
  isManagedArticles: (key: unknown) => typeof key === 'string' && key.startsWith(`${API_BASE}/articles`),
  articleEdit: (id: number) => `${API_BASE}/articles/edit/${id}`,
  allCategories: `${API_BASE}/categories/all`,
  // Shared with the public site: one key, so a change made here refreshes what readers' screens show.
  activeCategories: apiKeys.categories,
  users: `${API_BASE}/auth/users`,
  me: `${API_BASE}/auth/me`,
  settings: apiKeys.settings,
  adminSubmissions: (status: SubmissionStatus | '') => `${API_BASE}/admin/submissions?status=${status}`,
  isSubmissions: (key: unknown) =>
    typeof key === 'string' && (key.startsWith(`${API_BASE}/admin/submissions`) || key.startsWith(`${API_BASE}/submissions`)),
  adminSubmissionStats: `${API_BASE}/admin/submissions/stats`,
  mySubmissions: `${API_BASE}/submissions/my`,
  myStats: `${API_BASE}/submissions/stats`,
  rewardSettings: `${API_BASE}/admin/rewards/settings`,
  rewardHistory: `${API_BASE}/admin/rewards/history?limit=10`,
  profileTags: `${API_BASE}/profile-tags`,
  userTags: (userId: number) => `${API_BASE}/profile-tags/user/${userId}`,
} as const;

/** openapi-fetch answers `{ data, error, response }`; the back office wants the data or a thrown error. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  throw new ApiRequestError(result.response.status, (result.error as ApiErrorBody | undefined) ?? null);
}
