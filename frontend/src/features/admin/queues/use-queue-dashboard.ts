import { api } from '../../../api/client';
import { unwrap } from '../shared/admin-api';

/**
 * The job dashboard is a page of the API (Bull Board), opened by a navigation that carries no bearer
 * token: the API first sets a short cookie scoped to its path, then the browser goes there.
 */
export async function openQueueDashboard(): Promise<void> {
  const answer = unwrap(await api.POST('/blog/api/admin/queues/session'));
  // Replaced, not pushed: going back from the dashboard returns to the page before this one.
  window.location.replace(answer.url);
}
