import type { EntityManager } from 'typeorm';
import { SubmissionEvent } from '../submissions/entities/submission-event.entity';
import { Submission } from '../submissions/entities/submission.entity';

/**
 * A contributor edited their rejected article: its submission goes back to the review queue, inside
 * the caller's transaction, with a `resubmitted` event in its history. An article that somehow has no
 * submission row gets one, so that it does show up for review.
 */
export async function resubmitArticle(
  manager: EntityManager,
  articleId: number,
  contributorId: number,
  now = new Date(),
): Promise<void> {
  let submission = await manager.findOne(Submission, { where: { article_id: articleId } });
  if (submission) {
    submission.status = 'pending';
    submission.submitted_at = now;
  } else {
    submission = manager.create(Submission, {
      article_id: articleId,
      contributor_id: contributorId,
      status: 'pending',
      submitted_at: now,
    });
  }
  submission = await manager.save(Submission, submission);
  await manager.save(
    SubmissionEvent,
    manager.create(SubmissionEvent, { submission_id: submission.id, action: 'resubmitted', actor_id: contributorId }),
  );
}

/** True when the article has a submission that still waits for its publication (approval pays a reward). */
export async function hasUnpublishedSubmission(manager: EntityManager, articleId: number): Promise<boolean> {
  const submission = await manager.findOne(Submission, { where: { article_id: articleId }, select: { id: true, status: true } });
  return Boolean(submission && submission.status !== 'published');
}
