import { frAdmin } from '../../../i18n/fr-admin';
import { isoToParisLocal, parisLocalToIso } from '../shared/format';

const t = frAdmin.submissions;

export type PublishWhen = 'now' | 'later';

/**
 * The approve dialog's choice as the API takes it: nothing to publish now, or the instant (ISO) read
 * from the `datetime-local` field as Paris time. `error` when « Programmer » has no date, or one already
 * past (the server would publish at once, not what the reviewer asked for).
 */
export function approvalSchedule(
  when: PublishWhen,
  local: string,
  now: number = Date.now(),
): { publishAt: string | null; error: string | null } {
  if (when === 'now') return { publishAt: null, error: null };
  const publishAt = parisLocalToIso(local);
  if (!publishAt) return { publishAt: null, error: t.publishAtRequired };
  if (Date.parse(publishAt) <= now) return { publishAt: null, error: t.publishAtPast };
  return { publishAt, error: null };
}

/** The field's lower bound: the current minute, Paris time. */
export const earliestPublishLocal = (now: number = Date.now()): string => isoToParisLocal(new Date(now));
