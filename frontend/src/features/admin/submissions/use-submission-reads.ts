import { apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type {
  SubmissionStatus,
  SubmissionsResponse,
  SubmissionsPage,
  SubmissionResponse,
  SubmissionStatsResponse,
  MyStatsResponse,
  TimelineResponse,
  SubmissionNotesResponse,
} from '../shared/admin-api';

export const useAdminSubmissions = (status: SubmissionStatus | '', page = 1, enabled = true) =>
  useApi<SubmissionsPage>(enabled ? apiKeys.adminSubmissions(status, page) : null);

/** One submission, whatever its status and page (the link of a notification). */
export const useAdminSubmission = (id: number | null) =>
  useApi<SubmissionResponse>(id === null ? null : apiKeys.adminSubmission(id));

export const useAdminSubmissionStats = (enabled = true) =>
  useApi<SubmissionStatsResponse>(enabled ? apiKeys.adminSubmissionStats : null);

export const useMySubmissions = (enabled = true) => useApi<SubmissionsResponse>(enabled ? apiKeys.mySubmissions : null);

export const useMyStats = (enabled = true) => useApi<MyStatsResponse>(enabled ? apiKeys.myStats : null);

/** A submission's history and notes (staff, and that submission's contributor). */
export const useSubmissionTimeline = (id: number | null) =>
  useApi<TimelineResponse>(id === null ? null : apiKeys.submissionTimeline(id));

export const useSubmissionNotes = (id: number | null) =>
  useApi<SubmissionNotesResponse>(id === null ? null : apiKeys.submissionNotes(id));
