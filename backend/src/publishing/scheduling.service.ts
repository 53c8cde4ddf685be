import { parseApiDate } from '../common/text/paris-time';
import { Injectable, Logger } from '@nestjs/common';
import { toArticleEdit } from '../editorial/article-mappers';
import type { ArticleEditDto } from '../editorial/dto/article-response.dto';
import type { Article } from '../editorial/entities/article.entity';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import { Transaction, UnitOfWork } from '../database/unit-of-work';
import { articleErrors, scheduleErrors, submissionErrors } from '../i18n/errors';
import type { Submission } from '../editorial/entities/submission.entity';
import { AfterCommit } from './after-commit';
import { PublishingRepository } from './publishing.repository';
import { Notifier } from '../notifications/notifier';
import { ReviewService, submissionRef } from './review.service';
import {
  isDue,
  NOW_MARGIN_MS,
  SCHEDULABLE,
  scheduledApproval,
  unscheduledStatus,
  type PublishingRules,
} from './publishing-decisions';

/** A requested publication time, whole seconds (what MariaDB keeps); null when it means "now". */
export function laterPublication(publishAt: string | Date | null | undefined, now = Date.now()): Date | null {
  if (publishAt === null || publishAt === undefined || publishAt === '') return null;
  const at = typeof publishAt === 'string' ? parseApiDate(publishAt) : new Date(publishAt);
  if (Number.isNaN(at.getTime())) throw badRequest(scheduleErrors.dateInvalid);
  at.setMilliseconds(0);
  return at.getTime() > now + NOW_MARGIN_MS ? at : null;
}

/**
 * Scheduled publishing (DESIGN.md): a scheduled article is `approved` with a future `published_at`, and
 * its submission, if a contributor wrote it, `approved` too. Nothing public changes until the time
 * comes; then `publishDue` publishes it as an approval (reward and notification included), once,
 * whoever asks first: the delayed job, the sweeper after an outage, or a staff member publishing now.
 */
@Injectable()
export class SchedulingService {
  private readonly logger = new Logger('Programmation');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repo: PublishingRepository,
    private readonly review: ReviewService,
    private readonly notifier: Notifier,
  ) {}

  /** The approve dialog's "Programmer": the submission is approved now and published at `at`. */
  async approveLater(submissionId: number, actorId: number, at: Date, adminNotes?: string | null): Promise<void> {
    const after = await this.uow.run(async (tx) => {
      const after = new AfterCommit();
      const submission = await this.repo.findSubmission(tx, submissionId);
      if (!submission) throw notFound(submissionErrors.notFound);
      if (submission.status !== 'pending') throw conflict(submissionErrors.onlyPending);
      const article = submission.article_id ? await this.repo.lockArticle(tx, submission.article_id) : null;
      if (!article) throw conflict(submissionErrors.articleGone);
      await this.scheduleWithin(tx, article, submission, { at, actorId, adminNotes }, after);
      return after;
    });
    this.review.committed(after);
  }

  /**
   * Sets (or moves) the article's publication to `at`, inside the caller's transaction; the caller has
   * applied any edit and locked the article. A published article is already live: it cannot be scheduled.
   */
  async scheduleWithin(
    tx: Transaction,
    article: Article,
    submission: Submission | null,
    schedule: { at: Date; actorId: number; adminNotes?: string | null },
    after: AfterCommit,
  ): Promise<Article> {
    if (article.status === 'published') throw conflict(scheduleErrors.alreadyPublished);
    if (submission && submission.status !== 'published') {
      const moved = submission.status === 'approved';
      if (
        !SCHEDULABLE.includes(submission.status) ||
        !(await this.repo.moveSubmission(tx, submission, {
          status: 'approved',
          ...(schedule.adminNotes !== undefined ? { admin_notes: schedule.adminNotes || null } : {}),
          reviewed_at: new Date(),
          reviewed_by: schedule.actorId,
        }))
      )
        throw conflict(submissionErrors.onlyPending);
      await this.repo.addEvent(tx, submission.id, 'scheduled', schedule.actorId, { notes: schedule.adminNotes || null });
      // Told at once, not on the day: accepted, and when it goes live (or that the date moved).
      after.notified(await this.notifier.submissionScheduled(tx, submissionRef(submission, article.title), schedule.at, moved));
    }
    await this.repo.changeStatus(tx, article, 'approved');
    article.published_at = schedule.at;
    const saved = await this.repo.saveArticle(tx, article, { kind: 'scheduled', actorId: schedule.actorId });
    after.scheduled.push({ articleId: article.id, at: schedule.at });
    this.logger.log(`Article ${article.id} programmé pour ${schedule.at.toISOString()}`);
    return saved;
  }

  /** "Annuler la programmation": a contributor's article goes back to the review queue, staff's to draft. */
  async cancel(articleId: number, actorId: number): Promise<ArticleEditDto> {
    const { article, after } = await this.uow.run(async (tx) => {
      const article = await this.repo.lockArticle(tx, articleId);
      if (!article) throw notFound(articleErrors.notFound);
      if (article.status !== 'approved') throw conflict(scheduleErrors.notScheduled);
      const after = new AfterCommit();
      return { article: await this.unscheduleWithin(tx, article, actorId, after), after };
    });
    this.review.committed(after);
    return toArticleEdit((await this.repo.readArticle(article.id)) ?? article);
  }

  /** Inside the caller's transaction, with the article locked and `approved`. */
  async unscheduleWithin(tx: Transaction, article: Article, actorId: number, after: AfterCommit): Promise<Article> {
    const submission = await this.repo.findSubmissionOfArticle(tx, article.id);
    // Decided before the submission moves: a contributor's article goes back to review, staff's to draft.
    const status = unscheduledStatus(submission);
    const backToReview = status === 'pending';
    if (submission && backToReview) {
      await this.repo.moveSubmission(tx, submission, { status: 'pending', reviewed_at: null, reviewed_by: null });
      await this.repo.addEvent(tx, submission.id, 'unscheduled', actorId);
      after.notified(await this.notifier.submissionUnscheduled(tx, submissionRef(submission, article.title)));
    }
    await this.repo.changeStatus(tx, article, status);
    article.published_at = null;
    this.logger.log(`Programmation de l'article ${article.id} annulée`);
    return this.repo.saveArticle(tx, article, { kind: 'unscheduled', actorId });
  }

  /**
   * Publishes the article if it is scheduled and its time has come; otherwise does nothing (published
   * already, rescheduled later, cancelled, deleted), so that every job, repeat and sweep is harmless.
   * True when this call published it.
   */
  async publishDue(articleId: number, now = new Date()): Promise<boolean> {
    const rules = await this.review.rules();
    const after = await this.uow.run(async (tx) => {
      const article = await this.repo.lockArticle(tx, articleId);
      if (!article || !isDue(article, now)) return null;
      const after = new AfterCommit();
      await this.publishWithin(tx, article, rules, after);
      return after;
    });
    if (!after) return false;
    this.review.committed(after);
    this.logger.log(`Article ${articleId} publié à l'heure programmée`);
    return true;
  }

  private async publishWithin(tx: Transaction, article: Article, rules: PublishingRules, after: AfterCommit): Promise<void> {
    const submission = await this.repo.findSubmissionOfArticle(tx, article.id);
    const approval = scheduledApproval(submission);
    if (submission && approval) {
      await this.review.approveWithin(tx, submission, approval, rules, after, article);
      return;
    }
    after.showsChangeOf(article);
    await this.repo.changeStatus(tx, article, 'published');
    await this.repo.saveArticle(tx, article, { kind: 'published', actorId: null });
  }

  /** Every scheduled article due before `before`, for the sweeper. */
  dueBefore(before: Date, limit: number): Promise<{ id: number; at: Date }[]> {
    return this.repo.scheduledBefore(before, limit);
  }
}
