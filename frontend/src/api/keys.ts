import type { components } from './schema';

/**
 * SWR keys are the API paths themselves: the server fetches the same strings for a server-rendered
 * page and embeds the answers under them, so the browser's first render finds them in place.
 *
 * One registry for the public site and the back office: a key both read (categories, settings) is
 * written once, so a change made in the back office refreshes what readers' screens show. Keys only,
 * strings and string tests: this module is in the public pages' first load, so it imports no code.
 */
export const API_BASE = '/blog/api';
export const ARTICLES_PAGE_SIZE = 12;
export const RECENT_ARTICLES = 5;
/** Rows per page of the back office's long lists of articles and users (submissions: the API's 20). */
export const BACK_OFFICE_PAGE_SIZE = 50;

type ArticleStatus = components['schemas']['ArticleListItemDto']['status'];
type SubmissionStatus = components['schemas']['SubmissionDto']['status'];

export const apiKeys = {
  // Public site (also read by the back office).
  site: `${API_BASE}/site`,
  settings: `${API_BASE}/settings`,
  /** Active categories only. */
  categories: `${API_BASE}/categories`,
  articles(category?: string | null, page = 1): string {
    const params = new URLSearchParams({ limit: String(ARTICLES_PAGE_SIZE) });
    if (category) params.set('category', category);
    if (page > 1) params.set('page', String(page));
    return `${API_BASE}/articles?${params.toString()}`;
  },
  recentArticles: `${API_BASE}/articles?limit=${RECENT_ARTICLES}`,
  /** The plans the promo cards show, from the synced WHMCS catalogue. */
  offerCards: `${API_BASE}/offers/cards`,
  /** The signed-in author's affiliate programme and clicks on « Commander » in their articles. */
  affiliate: `${API_BASE}/affiliate`,
  article: (slug: string) => `${API_BASE}/articles/${encodeURIComponent(slug)}`,
  author: (username: string, page = 1) => `${API_BASE}/authors/${encodeURIComponent(username)}${page > 1 ? `?page=${page}` : ''}`,
  /** Full-text search; the query as typed, trimmed (the API folds and cuts it). */
  search: (query: string, page = 1, category: string | null = null) => {
    const params = new URLSearchParams({ q: query.trim() });
    if (page > 1) params.set('page', String(page));
    if (category) params.set('category', category);
    return `${API_BASE}/search?${params.toString()}`;
  },
  leaderboard: `${API_BASE}/contributors/leaderboard`,
  contributorStats: `${API_BASE}/contributors/stats`,

  // Back office.
  managedArticles: (status: ArticleStatus | '' = '', limit?: number, page = 1) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (limit) params.set('limit', String(limit));
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return `${API_BASE}/articles/all${query ? `?${query}` : ''}`;
  },
  /** Every cached list of managed articles, for `mutate` after a change. */
  isManagedArticles: (key: unknown) => typeof key === 'string' && key.startsWith(`${API_BASE}/articles`),
  articleEdit: (id: number) => `${API_BASE}/articles/edit/${id}`,
  allCategories: `${API_BASE}/categories/all`,
  users: (page = 1, search = '') => {
    const params = new URLSearchParams({ limit: String(BACK_OFFICE_PAGE_SIZE) });
    if (page > 1) params.set('page', String(page));
    if (search) params.set('q', search);
    return `${API_BASE}/auth/users?${params}`;
  },
  /** Every cached page of the users list, for `mutate` after a change. */
  isUsers: (key: unknown) => typeof key === 'string' && key.startsWith(`${API_BASE}/auth/users`),
  newsletterSummary: `${API_BASE}/admin/newsletter/summary`,
  newsletterSubscribers: (page = 1, search = '') => {
    const params = new URLSearchParams({ limit: String(BACK_OFFICE_PAGE_SIZE) });
    if (page > 1) params.set('page', String(page));
    if (search) params.set('q', search);
    return `${API_BASE}/admin/newsletter/subscribers?${params}`;
  },
  /** The newsletter's summary and every cached page of its subscribers, for `mutate` after an erasure. */
  isNewsletter: (key: unknown) => typeof key === 'string' && key.startsWith(`${API_BASE}/admin/newsletter/`),
  me: `${API_BASE}/auth/me`,
  adminSubmissions: (status: SubmissionStatus | '', page = 1) =>
    `${API_BASE}/admin/submissions?status=${status}${page > 1 ? `&page=${page}` : ''}`,
  adminSubmission: (id: number) => `${API_BASE}/admin/submissions/${id}`,
  isSubmissions: (key: unknown) =>
    typeof key === 'string' && (key.startsWith(`${API_BASE}/admin/submissions`) || key.startsWith(`${API_BASE}/submissions`)),
  adminSubmissionStats: `${API_BASE}/admin/submissions/stats`,
  mySubmissions: `${API_BASE}/submissions/my`,
  myStats: `${API_BASE}/submissions/stats`,
  rewardSettings: `${API_BASE}/admin/rewards/settings`,
  rewardHistory: `${API_BASE}/admin/rewards/history?limit=10`,
  profileTags: `${API_BASE}/profile-tags`,
  userTags: (userId: number) => `${API_BASE}/profile-tags/user/${userId}`,
  submissionTimeline: (id: number) => `${API_BASE}/submissions/${id}/timeline`,
  submissionNotes: (id: number) => `${API_BASE}/submissions/${id}/notes`,
  unreadCount: `${API_BASE}/notifications/unread-count`,
  notifications: (limit: number, page: number) => `${API_BASE}/notifications?limit=${limit}&page=${page}`,
  /** The bell's count and every page of notifications (not the e-mail preferences). */
  isNotifications: (key: unknown) =>
    typeof key === 'string' && (key.startsWith(`${API_BASE}/notifications?`) || key.endsWith('/notifications/unread-count')),
  emailPreferences: `${API_BASE}/notifications/preferences`,
  outbox: (limit: number) => `${API_BASE}/admin/outbox?limit=${limit}`,
  /** An article's versions, newest first, and one version with its diff against the current article. */
  revisions: (articleId: number) => `${API_BASE}/articles/${articleId}/revisions`,
  revision: (articleId: number, revisionId: number) => `${API_BASE}/articles/${articleId}/revisions/${revisionId}`,
  /** The user's working copy: `new-<draft key>` for a new article being written, else the article's id. */
  autosave: (target: number | string) => `${API_BASE}/autosaves/${target}`,
  /** The user's drafts (their working copies worth taking up), newest first. */
  drafts: `${API_BASE}/drafts`,
} as const;
