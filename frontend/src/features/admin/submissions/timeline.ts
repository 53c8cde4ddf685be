import { frNotifications } from '../../../i18n/fr-notifications';
import type { TimelineEntry } from '../shared/admin-api';
import { formatDateAt } from '../shared/format';

const t = frNotifications.timeline;

export interface TimelineLine {
  /** « Refusé », « Crédit versé »… */
  label: string;
  /** What the event carries, ready to show as text: « Raison : … », the amount, the note. */
  detail: string | null;
  /** « 23 novembre 2026 à 14:32 ». */
  date: string;
  /** « par Admin », or null for the automatic approval and the worker. */
  actor: string | null;
}

/** One event of a submission's history as the back office writes it. */
export function describeTimelineEntry(entry: TimelineEntry): TimelineLine {
  const detail = entry.detail?.trim() || null;
  return {
    label: t.kinds[entry.kind],
    detail: detail && entry.kind === 'rejected' ? t.reason(detail) : detail,
    date: formatDateAt(entry.at),
    actor: entry.actor_name ? t.by(entry.actor_name) : null,
  };
}
