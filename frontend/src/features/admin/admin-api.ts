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
export type SubmissionsPage = Schemas['SubmissionsPageResponseDto'];
export type SubmissionResponse = Schemas['SubmissionResponseDto'];
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
export type AppNotification = Schemas['NotificationDto'];
export type NotificationsPage = Schemas['NotificationsResponseDto'];
export type UnreadCountResponse = Schemas['UnreadCountResponseDto'];
export type EmailPreference = Schemas['EmailPreferenceDto'];
export type EmailPreferencesResponse = Schemas['EmailPreferencesResponseDto'];
export type TimelineEntry = Schemas['TimelineEntryDto'];
export type TimelineResponse = Schemas['TimelineResponseDto'];
export type SubmissionNote = Schemas['SubmissionNoteDto'];
export type SubmissionNotesResponse = Schemas['SubmissionNotesResponseDto'];
export type OutboxMessage = Schemas['OutboxMessageDto'];
export type NewsletterSummaryResponse = Schemas['NewsletterSummaryResponseDto'];
export type NewsletterSubscriber = Schemas['SubscriberDto'];
export type NewsletterSubscribersResponse = Schemas['SubscribersResponseDto'];
export type NewsletterSend = Schemas['NewsletterSendDto'];
export type NewsletterSendsResponse = Schemas['NewsletterSendsResponseDto'];
export type OutboxResponse = Schemas['OutboxResponseDto'];
export type AuthorStatsResponse = Schemas['MyStatsResponseDto'];
export type BlogStatsResponse = Schemas['BlogStatsResponseDto'];
export type DayViews = Schemas['DayViewsDto'];
export type MonthAmount = Schemas['MonthAmountDto'];
export type CurrencyAmount = Schemas['CurrencyAmountDto'];
export type LedgerResponse = Schemas['LedgerResponseDto'];
export type LedgerEntry = Schemas['LedgerEntryDto'];
export type ReconciliationRun = Schemas['ReconciliationRunDto'];
export type ReconciliationResponse = Schemas['ReconciliationResponseDto'];

/** openapi-fetch answers `{ data, error, response }`; the back office wants the data or a thrown error. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  throw new ApiRequestError(result.response.status, (result.error as ApiErrorBody | undefined) ?? null);
}
