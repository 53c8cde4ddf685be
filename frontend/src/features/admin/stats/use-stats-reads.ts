import { API_BASE } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { AuthorStatsResponse, BlogStatsResponse } from '../shared/admin-api';

/**
 * Keys read by the statistics screens only: kept here rather than in api/keys.ts, which every public
 * page loads first.
 */
export const statsKeys = {
  mine: (period: number, page: number) => `${API_BASE}/admin/stats/me?period=${period}&page=${page}`,
  blog: (period: number) => `${API_BASE}/admin/stats/blog?period=${period}`,
};

/** A contributor's own statistics (the API reads only the signed-in user's numbers). */
export const useAuthorStats = (period: number, page: number) => useApi<AuthorStatsResponse>(statsKeys.mine(period, page));

export const useBlogStats = (period: number, enabled: boolean) =>
  useApi<BlogStatsResponse>(enabled ? statsKeys.blog(period) : null);
