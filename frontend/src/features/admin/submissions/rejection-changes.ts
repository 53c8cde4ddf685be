import type { TimelineEntry } from '../shared/admin-api';
import type { RevisionSummary } from '../revisions/use-revisions';

/** The history (oldest first) shows a resubmission after a rejection. */
export function resubmittedAfterRejection(timeline: Pick<TimelineEntry, 'kind'>[]): boolean {
  const rejected = timeline.findIndex((entry) => entry.kind === 'rejected');
  return rejected >= 0 && timeline.slice(rejected + 1).some((entry) => entry.kind === 'resubmitted');
}

/**
 * The version to compare with the current article under « Modifications depuis le refus »: the article
 * as it was at its latest rejection, when it was resubmitted since. Null otherwise (never refused, or
 * refused and not sent back yet: nothing to compare). `revisions` is newest first, as the API lists them.
 */
export function rejectedRevisionToCompare<T extends Pick<RevisionSummary, 'kind'>>(revisions: T[]): T | null {
  const rejected = revisions.findIndex((revision) => revision.kind === 'rejected');
  if (rejected < 0) return null;
  return revisions.slice(0, rejected).some((revision) => revision.kind === 'resubmitted') ? revisions[rejected]! : null;
}
