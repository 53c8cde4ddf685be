import { FIRST_DRAFT_KEY } from '../../editorial/draft-key';
import type { ArticleRevision, RevisionKind } from './article-revision.entity';

/** Who saved an article and why: each explicit save leaves a revision. */
export interface RevisionStamp {
  kind: RevisionKind;
  actorId: number | null;
  /** A restore names the revision it brought back. */
  sourceRevisionId?: number | null;
}

/** The key of a user's working copy: one per article, and one per new article they are writing. */
export const workingCopyTarget = (articleId: number | null, draftKey: string = FIRST_DRAFT_KEY): string =>
  articleId === null ? `new-${draftKey}` : `article-${articleId}`;

/** The target of the new articles' working copies, for a `LIKE`. */
export const NEW_ARTICLE_TARGETS = 'new-%';

/**
 * An article keeps at most this many revisions. Past it, the oldest are thinned to leave room for
 * `REVISION_THINNING` more: the newest `REVISIONS_ALWAYS_KEPT`, the first one and the published ones
 * (newest first) are kept before any other.
 */
export const MAX_REVISIONS_PER_ARTICLE = 100;
const REVISION_THINNING = 20;
const REVISIONS_ALWAYS_KEPT = 30;

/** What thinning an article's history does. */
export interface Thinning {
  /** The revisions removed. */
  doomed: number[];
  /**
   * A content held by a removed revision (`holder`) moves to the oldest kept revision that pointed at
   * it (`heir`); the other kept revisions that pointed at it (`others`) then point at the heir.
   */
  moves: { holder: number; heir: number; others: number[] }[];
}

type ThinnedRow = Pick<ArticleRevision, 'id' | 'kind' | 'content_from_id'>;

/** Which of an article's revisions (`rows`, oldest first) go once it has more than `MAX_REVISIONS_PER_ARTICLE`. */
export function thinning(rows: readonly ThinnedRow[]): Thinning {
  if (rows.length <= MAX_REVISIONS_PER_ARTICLE) return { doomed: [], moves: [] };
  const target = MAX_REVISIONS_PER_ARTICLE - REVISION_THINNING;
  const keep = new Set(rows.slice(-REVISIONS_ALWAYS_KEPT).map((row) => row.id));
  keep.add(rows[0].id);
  const newestFirst = [...rows].reverse();
  for (const row of newestFirst) if (keep.size < target && row.kind === 'published') keep.add(row.id);
  for (const row of newestFirst) if (keep.size < target) keep.add(row.id);
  const doomed = rows.filter((row) => !keep.has(row.id));
  const moves: Thinning['moves'] = [];
  for (const holder of doomed.filter((row) => row.content_from_id === null)) {
    const [heir, ...others] = rows.filter((row) => keep.has(row.id) && row.content_from_id === holder.id);
    if (heir) moves.push({ holder: holder.id, heir: heir.id, others: others.map((row) => row.id) });
  }
  return { doomed: doomed.map((row) => row.id), moves };
}
