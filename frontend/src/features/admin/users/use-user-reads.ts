import { apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { UsersResponse, ProfileTagsResponse } from '../shared/admin-api';

export const useUsers = (page = 1, search = '') => useApi<UsersResponse>(apiKeys.users(page, search));

export const useProfileTags = () => useApi<ProfileTagsResponse>(apiKeys.profileTags);

export const useUserTags = (userId: number | null) =>
  useApi<ProfileTagsResponse>(userId === null ? null : apiKeys.userTags(userId));
