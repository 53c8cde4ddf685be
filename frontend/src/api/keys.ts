/**
 * SWR keys are the API paths themselves: the server fetches the same strings for a server-rendered
 * page and embeds the answers under them, so the browser's first render finds them in place.
 */
export const API_BASE = '/blog/api';
export const ARTICLES_PAGE_SIZE = 12;
export const RECENT_ARTICLES = 5;

export const apiKeys = {
  site: `${API_BASE}/site`,
  settings: `${API_BASE}/settings`,
  categories: `${API_BASE}/categories`,
  articles(category?: string | null, page = 1): string {
    const params = new URLSearchParams({ limit: String(ARTICLES_PAGE_SIZE) });
    if (category) params.set('category', category);
    if (page > 1) params.set('page', String(page));
    return `${API_BASE}/articles?${params.toString()}`;
  },
  recentArticles: `${API_BASE}/articles?limit=${RECENT_ARTICLES}`,
  article: (slug: string) => `${API_BASE}/articles/${encodeURIComponent(slug)}`,
  leaderboard: `${API_BASE}/contributors/leaderboard`,
  contributorStats: `${API_BASE}/contributors/stats`,
} as const;
