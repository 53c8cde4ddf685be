import type { RevisionKind } from './article-revision.entity';
import { MAX_REVISIONS_PER_ARTICLE, thinning } from './revision-history';

/** Revisions 1…count, oldest first: plain saves unless `kinds` says otherwise, each holding its own content. */
const history = (count: number, kinds: Record<number, RevisionKind> = {}, sharing: Record<number, number> = {}) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    kind: kinds[i + 1] ?? 'saved',
    content_from_id: sharing[i + 1] ?? null,
  }));

describe('thinning of an article history', () => {
  it('removes nothing up to the cap', () => {
    expect(thinning(history(MAX_REVISIONS_PER_ARTICLE))).toEqual({ doomed: [], moves: [] });
  });

  it('past the cap, keeps 80: the first, the newest 30, then the published ones and the newest others', () => {
    const { doomed, moves } = thinning(history(MAX_REVISIONS_PER_ARTICLE + 1, { 2: 'published', 5: 'published' }));
    expect(doomed).toHaveLength(MAX_REVISIONS_PER_ARTICLE + 1 - 80);
    const kept = history(MAX_REVISIONS_PER_ARTICLE + 1)
      .map((row) => row.id)
      .filter((id) => !doomed.includes(id));
    expect(kept).toEqual([1, 2, 5, ...Array.from({ length: 77 }, (_, i) => 25 + i)]);
    expect(moves).toEqual([]);
  });

  it('moves a removed content to the oldest kept revision that shares it, the others pointing at that one', () => {
    // Revision 3 holds the content that 60, 61 and 70 share; 3 goes, 60 is kept first.
    const rows = history(MAX_REVISIONS_PER_ARTICLE + 1, {}, { 60: 3, 61: 3, 70: 3 });
    const { doomed, moves } = thinning(rows);
    expect(doomed).toContain(3);
    expect(moves).toEqual([{ holder: 3, heir: 60, others: [61, 70] }]);
  });
});
