import { API_BASE, apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { NewsletterSummaryResponse, NewsletterSubscribersResponse, NewsletterSendsResponse } from '../shared/admin-api';

export const useNewsletterSummary = () => useApi<NewsletterSummaryResponse>(apiKeys.newsletterSummary);

export const useNewsletterSubscribers = (page: number, search: string) =>
  useApi<NewsletterSubscribersResponse>(apiKeys.newsletterSubscribers(page, search));

/** Sends of the newsletter per page (10, newest first); kept here, out of the public pages' api/keys.ts. */
export const newsletterSendsKey = (page: number) => `${API_BASE}/admin/newsletter/sends?page=${page}&limit=10`;

/** While one send shown is not done, read again every 3 s to show its progress; otherwise no polling. */
export const useNewsletterSends = (page: number) =>
  useApi<NewsletterSendsResponse>(newsletterSendsKey(page), {
    refreshInterval: (latest) => (latest?.sends.some((send) => send.state !== 'done') ? 3000 : 0),
  });
