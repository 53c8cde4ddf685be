import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Article } from '../editorial/entities/article.entity';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { conflict, notFound } from '../common/http/api-error';
import { Transaction, UnitOfWork } from '../database/unit-of-work';
import { submissionErrors } from '../i18n/errors';
import { NOTIFICATIONS_CREATED, NotificationsCreatedEvent } from '../notifications/notification-events';
import { Notifier, SubmissionRef } from '../notifications/notifier';
import { REWARD_REQUESTED, RewardRequestedEvent } from '../rewards/reward-events';
import { SettingsService } from '../settings/settings.service';
import type { Submission, SubmissionStatus } from '../editorial/entities/submission.entity';
import { AfterCommit } from './after-commit';
import {
  ARTICLES_PUBLISHED,
  PUBLICATION_SCHEDULED,
  type ArticlesPublishedEvent,
  type PublicationScheduledEvent,
} from './publishing-events';
import { publishingRulesFrom, rejectionReason, rewardOwed, type PublishingRules } from './publishing-decisions';
import { PublishingRepository } from './publishing.repository';
import type { RevisionKind } from './revisions/article-revision.entity';

/** Who approves and with what note: `actorId` null is the auto-approve setting. */
export interface Approval {
  actorId: number | null;
  /** `undefined` leaves the submission's admin notes as they are. */
  adminNotes?: string | null;
  /** The submission statuses it may be approved from. */
  from: SubmissionStatus[];
  /** The article's new revision: `approved` unless said (a scheduled publication says `published`). */
  revisionKind?: RevisionKind;
}

export const submissionRef = (submission: Submission, title: string): SubmissionRef => ({
  submissionId: submission.id,
  articleId: submission.article_id,
  contributorId: submission.contributor_id,
  title,
});

/**
 * Approval and rejection, the transitions of a submission. Approval is the one place a reward is born:
 * article published, submission published, its event, the reward row `pending` and the contributor's
 * notification commit together; the reward job and the e-mails are requested only after the commit, so
 * a worker never sees a reward or a notification that could still roll back.
 */
@Injectable()
export class ReviewService {
  private readonly logger = new Logger('Soumissions');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repo: PublishingRepository,
    private readonly notifier: Notifier,
    private readonly settings: SettingsService,
    private readonly events: EventEmitter2,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  /** Read afresh for each approval: the reward amount is the one set when the article is approved. */
  async rules(): Promise<PublishingRules> {
    return publishingRulesFrom(await this.settings.getAll());
  }

  async approve(submissionId: number, actorId: number, adminNotes?: string | null): Promise<void> {
    const rules = await this.rules();
    const effects = await this.uow.run(async (tx) => {
      const after = new AfterCommit();
      const submission = await this.repo.findSubmission(tx, submissionId);
      if (!submission) throw notFound(submissionErrors.notFound);
      await this.approveWithin(tx, submission, { actorId, adminNotes, from: ['pending'] }, rules, after);
      return after;
    });
    this.committed(effects);
  }

  async reject(submissionId: number, actorId: number, reason: string, adminNotes?: string | null): Promise<void> {
    const trimmed = rejectionReason(reason);
    const effects = await this.uow.run(async (tx) => {
      const after = new AfterCommit();
      const submission = await this.repo.findSubmission(tx, submissionId);
      if (!submission) throw notFound(submissionErrors.notFound);
      await this.move(tx, submission, ['pending'], {
        status: 'rejected',
        rejection_reason: trimmed,
        ...(adminNotes !== undefined ? { admin_notes: adminNotes || null } : {}),
        reviewed_at: new Date(),
        reviewed_by: actorId,
      });
      const article = submission.article_id ? await this.repo.findArticle(tx, submission.article_id) : null;
      if (article) {
        await this.repo.changeStatus(tx, article, 'rejected');
        await this.repo.saveArticle(tx, article, { kind: 'rejected', actorId });
      }
      await this.repo.addEvent(tx, submission.id, 'rejected', actorId, { reason: trimmed, notes: adminNotes || null });
      after.notified(await this.notifier.submissionRejected(tx, submissionRef(submission, article?.title ?? ''), trimmed));
      return after;
    });
    this.committed(effects);
  }

  /** Publishes the submission and its article inside the caller's transaction, creates the reward and tells the contributor. */
  async approveWithin(
    tx: Transaction,
    submission: Submission,
    approval: Approval,
    rules: PublishingRules,
    after: AfterCommit,
    article?: Article,
  ): Promise<void> {
    await this.move(tx, submission, approval.from, {
      status: 'published',
      ...(approval.adminNotes !== undefined ? { admin_notes: approval.adminNotes || null } : {}),
      reviewed_at: new Date(),
      reviewed_by: approval.actorId,
    });
    const target = article ?? (submission.article_id ? await this.repo.findArticle(tx, submission.article_id) : null);
    if (!target) throw conflict(submissionErrors.articleGone);
    after.showsChangeOf(target);
    await this.repo.changeStatus(tx, target, 'published');
    await this.repo.saveArticle(tx, target, { kind: approval.revisionKind ?? 'approved', actorId: approval.actorId });
    await this.repo.addEvent(tx, submission.id, 'approved', approval.actorId, { notes: approval.adminNotes || null });
    after.notified(await this.notifier.submissionPublished(tx, submissionRef(submission, target.title), target.slug));
    if (!rewardOwed(rules)) return;
    const rewardId = await this.repo.createPendingReward(tx, {
      submission,
      article: target,
      amountCents: rules.amountCents,
      currency: rules.currency,
    });
    if (rewardId === null) return;
    this.logger.log(`Récompense ${rewardId} créée pour l'article ${target.id}`);
    after.rewardIds.push(rewardId);
  }

  /** Once committed: readers see the change, rewards are requested, e-mails and scheduled publications queued. */
  committed(after: AfterCommit): void {
    this.publicCache.articlesChanged(after.publicArticles);
    for (const scheduled of after.scheduled)
      this.events.emit(PUBLICATION_SCHEDULED, scheduled satisfies PublicationScheduledEvent);
    for (const rewardId of after.rewardIds) this.events.emit(REWARD_REQUESTED, { rewardId } satisfies RewardRequestedEvent);
    if (after.notificationIds.length)
      this.events.emit(NOTIFICATIONS_CREATED, { ids: after.notificationIds } satisfies NotificationsCreatedEvent);
    const published = after.newlyPublished;
    if (published.length) this.events.emit(ARTICLES_PUBLISHED, { articleIds: published } satisfies ArticlesPublishedEvent);
  }

  /** Of two concurrent reviews only one moves the submission; the other gets 409. */
  private async move(
    tx: Transaction,
    submission: Submission,
    from: SubmissionStatus[],
    changes: Partial<Submission>,
  ): Promise<void> {
    if (!from.includes(submission.status) || !(await this.repo.moveSubmission(tx, submission, changes)))
      throw conflict(submissionErrors.onlyPending);
  }
}
