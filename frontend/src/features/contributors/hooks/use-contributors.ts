import { apiKeys } from '../../../api/keys';
import type { ContributorStatsResponse, LeaderboardResponse } from '../../../api/models';
import { useApi } from '../../../api/use-api';

export const useLeaderboard = () => useApi<LeaderboardResponse>(apiKeys.leaderboard);
export const useContributorStats = () => useApi<ContributorStatsResponse>(apiKeys.contributorStats);
