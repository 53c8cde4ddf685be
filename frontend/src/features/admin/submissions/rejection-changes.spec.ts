import type { TimelineEntry } from '../shared/admin-api';
import type { RevisionSummary } from '../revisions/use-revisions';
import { rejectedRevisionToCompare, resubmittedAfterRejection } from './rejection-changes';

const events = (...kinds: TimelineEntry['kind'][]) => kinds.map((kind) => ({ kind }));
/** Newest first, as the API lists an article's versions. */
const versions = (...kinds: RevisionSummary['kind'][]) => kinds.map((kind, index) => ({ id: 100 - index, kind }));

describe('what changed since the rejection', () => {
  it('reads a resubmission after a rejection in the history', () => {
    expect(resubmittedAfterRejection(events('submitted', 'rejected', 'note_added', 'resubmitted'))).toBe(true);
    expect(resubmittedAfterRejection(events('submitted', 'rejected', 'resubmitted', 'rejected'))).toBe(true);
    expect(resubmittedAfterRejection(events('submitted'))).toBe(false);
    expect(resubmittedAfterRejection(events('submitted', 'rejected', 'note_added'))).toBe(false);
    expect(resubmittedAfterRejection([])).toBe(false);
  });

  it('compares the article with its version at the latest rejection, once resubmitted', () => {
    expect(rejectedRevisionToCompare(versions('resubmitted', 'rejected', 'submitted'))).toEqual({ id: 99, kind: 'rejected' });
    // Refused twice: the second refusal is the one the contributor answered.
    expect(
      rejectedRevisionToCompare(versions('saved', 'resubmitted', 'rejected', 'resubmitted', 'rejected', 'submitted')),
    ).toEqual({ id: 98, kind: 'rejected' });
  });

  it('shows nothing when there is no refusal, or the latest one has not been answered yet', () => {
    expect(rejectedRevisionToCompare(versions('submitted'))).toBeNull();
    expect(rejectedRevisionToCompare(versions('rejected', 'resubmitted', 'rejected', 'submitted'))).toBeNull();
    expect(rejectedRevisionToCompare([])).toBeNull();
  });
});
