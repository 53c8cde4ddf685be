import { createHash } from 'node:crypto';
import { In, IsNull } from 'typeorm';
import type { Article } from '../../editorial/entities/article.entity';
import type { Transaction } from '../../database/unit-of-work';
import { FIRST_DRAFT_KEY } from '../../editorial/draft-key';
import { pickArticleContent } from '../../editorial/entities/article-content';
import { ArticleRevision, type RevisionKind } from './article-revision.entity';

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

const contentHash = (content: string) => createHash('sha256').update(content).digest('base64url');

/**
 * Records the article's version. A content already held by one of its revisions is not stored again:
 * the new row names the one that holds it. Then the history is thinned if it has grown past its cap.
 */
export async function addRevision(tx: Transaction, article: Article, stamp: RevisionStamp): Promise<ArticleRevision> {
  const hash = contentHash(article.content);
  const holder = await tx.manager.findOne(ArticleRevision, {
    where: { article_id: article.id, content_hash: hash, content_from_id: IsNull() },
    select: { id: true },
  });
  const revision = await tx.manager.save(
    ArticleRevision,
    tx.manager.create(ArticleRevision, {
      article_id: article.id,
      author_id: stamp.actorId,
      kind: stamp.kind,
      status: article.status,
      source_revision_id: stamp.sourceRevisionId ?? null,
      ...pickArticleContent(article),
      content: holder ? '' : article.content,
      content_hash: hash,
      content_from_id: holder?.id ?? null,
      created_at: new Date(),
    }),
  );
  await thinRevisions(tx, article.id);
  return revision;
}

async function thinRevisions(tx: Transaction, articleId: number): Promise<void> {
  if ((await tx.manager.count(ArticleRevision, { where: { article_id: articleId } })) <= MAX_REVISIONS_PER_ARTICLE) return;
  const rows = await tx.manager.find(ArticleRevision, {
    where: { article_id: articleId },
    select: { id: true, kind: true, content_from_id: true },
    order: { id: 'ASC' },
  });
  const target = MAX_REVISIONS_PER_ARTICLE - REVISION_THINNING;
  const keep = new Set(rows.slice(-REVISIONS_ALWAYS_KEPT).map((row) => row.id));
  keep.add(rows[0].id);
  const newestFirst = [...rows].reverse();
  for (const row of newestFirst) if (keep.size < target && row.kind === 'published') keep.add(row.id);
  for (const row of newestFirst) if (keep.size < target) keep.add(row.id);
  const doomed = rows.filter((row) => !keep.has(row.id));
  // Content held by a revision about to go moves to the oldest kept revision that pointed at it.
  for (const holder of doomed.filter((row) => row.content_from_id === null)) {
    const [heir, ...others] = rows.filter((row) => keep.has(row.id) && row.content_from_id === holder.id);
    if (!heir) continue;
    const { content } = await tx.manager.findOneOrFail(ArticleRevision, {
      where: { id: holder.id },
      select: { id: true, content: true },
    });
    await tx.manager.update(ArticleRevision, { id: heir.id }, { content, content_from_id: null });
    if (others.length)
      await tx.manager.update(ArticleRevision, { id: In(others.map((row) => row.id)) }, { content_from_id: heir.id });
  }
  if (doomed.length) await tx.manager.delete(ArticleRevision, { id: In(doomed.map((row) => row.id)) });
}
