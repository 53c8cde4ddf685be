import { frAdmin } from '../../../i18n/fr-admin';
import type { ArticleStatus, SubmissionStatus } from './admin-api';
import { formatDateAt } from './format';

/**
 * What the back office calls a status. A scheduled article or submission is `approved` until its time
 * comes: with its date it reads « Programmé pour le 24 novembre 2026 à 09:00 » (Paris time), else
 * « Programmé ».
 */
export function statusText(status: ArticleStatus | SubmissionStatus, publishedAt?: string | null): string {
  const date = status === 'approved' && publishedAt ? formatDateAt(publishedAt) : '';
  return date ? frAdmin.scheduledFor(date) : frAdmin.statuses[status];
}
