import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';
import type { ArticleApprover } from '../articles/article-approver';
import { changeArticleStatus } from '../articles/article-status';
import { Article } from '../articles/entities/article.entity';
import { PublicCacheInvalidator } from '../common/cache/public-cache-invalidator';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import { Reward, RewardCurrency } from '../rewards/entities/reward.entity';
import { amountSettingToCents } from '../rewards/money';
import { withDeadlockRetry } from '../database/transaction-retry';
import { REWARD_REQUESTED, RewardRequestedEvent } from '../rewards/reward-events';
import { SettingsService } from '../settings/settings.service';
import { User } from '../users/entities/user.entity';
import { REASON_REQUIRED } from './dto/submission.dto';
import { SubmissionEvent } from './entities/submission-event.entity';
import { Submission, SubmissionStatus } from './entities/submission.entity';
import { SubmissionsRepository } from './submissions.repository';

export const SUBMISSION_NOT_FOUND = 'Soumission introuvable';
export const ONLY_PENDING = 'Seule une soumission en attente peut être approuvée ou rejetée';
export const ARTICLE_GONE = "L'article de cette soumission a été supprimé";

/**
 * Approval and rejection. Approval is the one place a reward is born: article published, submission
 * published and reward row `pending` commit together; the job is requested only after the commit, so
 * a worker never sees a reward that could still roll back.
 */
@Injectable()
export class SubmissionReviewService implements ArticleApprover {
  private readonly logger = new Logger('Soumissions');

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly settings: SettingsService,
    private readonly events: EventEmitter2,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  async approve(submissionId: number, actorId: number | null, adminNotes?: string | null): Promise<void> {
    await this.approveWhere({ id: submissionId }, ['pending'], actorId, adminNotes);
  }

  /**
   * Staff published a contributor's article from the article list or editor: that is an approval, also
   * for a rejected submission published anyway. An already published submission is left alone.
   */
  async approveArticle(articleId: number, actorId: number | null): Promise<void> {
    const submission = await this.submissions.findByArticle(articleId);
    if (!submission || submission.status === 'published') return;
    await this.approveWhere({ id: submission.id }, ['pending', 'approved', 'rejected'], actorId, undefined);
  }

  async reject(submissionId: number, actorId: number, reason: string, adminNotes?: string | null): Promise<void> {
    const trimmed = reason.trim();
    if (!trimmed) throw badRequest(REASON_REQUIRED);
    await this.submissions.transaction(async (manager) => {
      const submission = await this.claim(manager, submissionId, ['pending'], {
        status: 'rejected',
        rejection_reason: trimmed,
        ...(adminNotes !== undefined ? { admin_notes: adminNotes || null } : {}),
        reviewed_at: new Date(),
        reviewed_by: actorId,
      });
      const article = submission.article_id ? await manager.findOne(Article, { where: { id: submission.article_id } }) : null;
      if (article) {
        await changeArticleStatus(manager, article, 'rejected');
        await manager.save(Article, article);
      }
      await manager.save(
        SubmissionEvent,
        manager.create(SubmissionEvent, {
          submission_id: submission.id,
          action: 'rejected',
          actor_id: actorId,
          reason: trimmed,
          notes: adminNotes || null,
        }),
      );
    });
  }

  private async approveWhere(
    where: { id: number },
    from: SubmissionStatus[],
    actorId: number | null,
    adminNotes: string | null | undefined,
  ): Promise<void> {
    const settings = await this.settings.getAll();
    const amountCents = amountSettingToCents(settings.article_reward_amount);
    const currency = settings.article_reward_currency as RewardCurrency;
    const rewardId = await withDeadlockRetry(() =>
      this.submissions.transaction(async (manager) => {
        const submission = await this.claim(manager, where.id, from, {
          status: 'published',
          ...(adminNotes !== undefined ? { admin_notes: adminNotes || null } : {}),
          reviewed_at: new Date(),
          reviewed_by: actorId,
        });
        const article = submission.article_id ? await manager.findOne(Article, { where: { id: submission.article_id } }) : null;
        if (!article) throw conflict(ARTICLE_GONE);
        await changeArticleStatus(manager, article, 'published');
        await manager.save(Article, article);
        await manager.save(
          SubmissionEvent,
          manager.create(SubmissionEvent, {
            submission_id: submission.id,
            action: 'approved',
            actor_id: actorId,
            notes: adminNotes || null,
          }),
        );
        return this.createReward(manager, submission, article, amountCents, currency);
      }),
    );
    this.publicCache.invalidate();
    if (rewardId !== null) this.events.emit(REWARD_REQUESTED, { rewardId } satisfies RewardRequestedEvent);
  }

  /** One reward per article, ever: a re-approval after unpublishing finds the first one and pays nothing. */
  private async createReward(
    manager: EntityManager,
    submission: Submission,
    article: Article,
    amountCents: number,
    currency: RewardCurrency,
  ): Promise<number | null> {
    if (amountCents <= 0) return null;
    const existing = await manager.findOne(Reward, { where: { article_id: article.id }, select: { id: true } });
    if (existing) return null;
    // The account credited is the one the author has now, whatever they link or unlink later.
    const author = await manager.findOne(User, {
      where: { id: submission.contributor_id },
      select: { id: true, whmcs_client_id: true },
    });
    const reward = await manager.save(
      Reward,
      manager.create(Reward, {
        article_id: article.id,
        article_title: article.title.slice(0, 255),
        submission_id: submission.id,
        user_id: submission.contributor_id,
        whmcs_client_id: author?.whmcs_client_id ?? null,
        amount_cents: amountCents,
        currency,
        status: 'pending',
        attempts: 0,
      }),
    );
    this.logger.log(`Récompense ${reward.id} créée pour l'article ${article.id}`);
    return reward.id;
  }

  /**
   * Moves the submission out of one of `from` with a conditional update: of two concurrent reviews only
   * one changes the row, the other gets 409.
   */
  private async claim(
    manager: EntityManager,
    id: number,
    from: SubmissionStatus[],
    changes: Partial<Submission>,
  ): Promise<Submission> {
    const submission = await manager.findOne(Submission, { where: { id } });
    if (!submission) throw notFound(SUBMISSION_NOT_FOUND);
    if (!from.includes(submission.status)) throw conflict(ONLY_PENDING);
    const result = await manager
      .createQueryBuilder()
      .update(Submission)
      .set(changes)
      .where('id = :id AND status = :status', { id, status: submission.status })
      .execute();
    if (!result.affected) throw conflict(ONLY_PENDING);
    return Object.assign(submission, changes);
  }
}
