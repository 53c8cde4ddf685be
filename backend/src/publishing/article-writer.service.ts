import { Injectable, Logger } from '@nestjs/common';
import { toArticleEdit } from '../editorial/article-mappers';
import type { ArticleEditDto } from '../editorial/dto/article-response.dto';
import type { SaveArticleDto } from '../editorial/dto/save-article.dto';
import { Article } from '../editorial/entities/article.entity';
import { isStaff, type AuthUser } from '../access/auth-user';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import { Transaction, UnitOfWork } from '../database/unit-of-work';
import { isUniqueViolation } from '../database/unique-violation';
import { articleErrors } from '../i18n/errors';
import { Notifier } from '../notifications/notifier';
import type { SubmissionStatus } from '../editorial/entities/submission.entity';
import { ArticleFields, checkWordMinimum, cleanArticleContent } from '../editorial/article-cleaner';
import { PublishingRepository } from './publishing.repository';
import { AfterCommit, articleRef } from './after-commit';
import { ReviewService, submissionRef } from './review.service';
import { assertResubmittable, mayEdit, staffCreate, staffSave, UNPUBLISHED, type PublishingRules } from './publishing-decisions';
import { laterPublication, SchedulingService } from './scheduling.service';

/** What a save committed: the article, and what is left to do now that it is committed. */
interface Saved {
  article: Article;
  after: AfterCommit;
}

/**
 * Every write of an article's content: staff create, edit, publish, unpublish and delete; a contributor
 * submits a new article or edits and resubmits a rejected one. Publishing a contributor's article, by
 * staff or by the auto-approve setting, is an approval and goes through `ReviewService` in the same
 * transaction as the edit.
 */
@Injectable()
export class ArticleWriterService {
  private readonly logger = new Logger('Articles');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repo: PublishingRepository,
    private readonly review: ReviewService,
    private readonly scheduling: SchedulingService,
    private readonly notifier: Notifier,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  async create(actor: AuthUser, dto: SaveArticleDto): Promise<ArticleEditDto> {
    const fields = cleanArticleContent(dto, 'strict');
    const { next: status } = staffCreate(dto.status);
    const publishAt = status === 'published' ? laterPublication(dto.publish_at) : null;
    const saved = await this.saveUnique(async (tx) => {
      const after = new AfterCommit();
      const article = this.repo.newArticle(tx, actor.id);
      await this.apply(tx, article, fields);
      article.newsletter_skip = dto.newsletter_skip ?? false;
      await this.repo.dropWorkingCopy(tx, actor.id, null, dto.draft_key);
      if (publishAt) {
        await this.repo.saveArticle(tx, article, { kind: 'created', actorId: actor.id });
        await this.scheduling.scheduleWithin(tx, article, null, { at: publishAt, actorId: actor.id }, after);
        return { article, after };
      }
      if (status === 'published') after.showsChangeOf(article);
      await this.repo.changeStatus(tx, article, status);
      return { article: await this.repo.saveArticle(tx, article, { kind: 'created', actorId: actor.id }), after };
    });
    return toArticleEdit(await this.afterCommit(saved));
  }

  /** A contributor's new article, with its submission; auto-approve publishes it at once. Returns the submission's id. */
  async submit(actor: AuthUser, dto: SaveArticleDto): Promise<number> {
    const fields = cleanArticleContent(dto, 'strict');
    const rules = await this.review.rules();
    checkWordMinimum(fields.content, rules.minWords);
    let submissionId = 0;
    const saved = await this.saveUnique(async (tx) => {
      const after = new AfterCommit();
      const article = this.repo.newArticle(tx, actor.id);
      await this.apply(tx, article, { ...fields, category_id: fields.category_id ?? null });
      await this.repo.changeStatus(tx, article, 'pending');
      await this.repo.saveArticle(tx, article, { kind: 'submitted', actorId: actor.id });
      await this.repo.dropWorkingCopy(tx, actor.id, null, dto.draft_key);
      const submission = await this.repo.createSubmission(tx, article.id, actor.id);
      await this.repo.addEvent(tx, submission.id, 'submitted', actor.id);
      submissionId = submission.id;
      // A pending article is not public: only an auto-approval changes what readers see.
      if (rules.autoApprove) {
        const approval = { actorId: null, adminNotes: null, from: ['pending'] as SubmissionStatus[] };
        await this.review.approveWithin(tx, submission, approval, rules, after, article);
      } else {
        after.notified(await this.notifier.submissionSent(tx, submissionRef(submission, article.title), false));
      }
      return { article, after };
    });
    await this.afterCommit(saved);
    return submissionId;
  }

  /**
   * Staff edit any article; a contributor only their own rejected one, which goes back to review. The
   * article is locked inside the transaction: concurrent saves of one article (the list's status toggle
   * clicked by several people) apply one after the other, each from the status the previous one left.
   */
  async update(actor: AuthUser, id: number, dto: SaveArticleDto): Promise<{ article: ArticleEditDto; resubmitted: boolean }> {
    const rules = await this.review.rules();
    const staff = isStaff(actor);
    const saved = await this.saveUnique(async (tx) => {
      const article = await this.repo.lockArticle(tx, id);
      if (!article || !mayEdit(actor, article)) throw notFound(articleErrors.notFound);
      return staff ? this.staffEdit(tx, actor, article, dto, rules) : this.resubmit(tx, actor, article, dto, rules);
    });
    return { article: toArticleEdit(await this.afterCommit(saved)), resubmitted: !staff };
  }

  async remove(id: number): Promise<void> {
    const removed = await this.uow.run(async (tx) => {
      const article = await this.repo.findArticle(tx, id);
      if (!article) throw notFound(articleErrors.notFound);
      const ref = articleRef(article);
      await this.repo.removeArticle(tx, article);
      return ref;
    });
    this.publicCache.articlesChanged([removed]);
    this.logger.log(`Article ${id} supprimé`);
  }

  /** Publishing a contributor's work that still waits for it is an approval (and a reward). */
  private async staffEdit(
    tx: Transaction,
    actor: AuthUser,
    article: Article,
    dto: SaveArticleDto,
    rules: PublishingRules,
  ): Promise<Saved> {
    const fields = cleanArticleContent(dto, 'strict');
    const save = staffSave(article.status, dto.status);
    const next = save.next;
    const publishAt = save.publishes ? laterPublication(dto.publish_at) : null;
    const after = new AfterCommit();
    // A scheduled article's page is not public: editing it changes nothing readers see.
    if (save.showsChange) after.showsChangeOf(article);
    await this.apply(tx, article, fields);
    if (dto.newsletter_skip !== undefined) article.newsletter_skip = dto.newsletter_skip;
    if (publishAt) {
      const submission = await this.repo.findSubmissionOfArticle(tx, article.id);
      const schedule = { at: publishAt, actorId: actor.id };
      return { article: await this.scheduling.scheduleWithin(tx, article, submission, schedule, after), after };
    }
    if (article.status === 'approved' && next !== 'approved') {
      // Published now rather than at its time; or saved as draft, which cancels the schedule.
      if (next !== 'published') return { article: await this.scheduling.unscheduleWithin(tx, article, actor.id, after), after };
      article.published_at = null;
    }
    if (save.publishes) {
      const submission = await this.repo.findSubmissionOfArticle(tx, article.id);
      if (submission && submission.status !== 'published') {
        await this.review.approveWithin(tx, submission, { actorId: actor.id, from: [...UNPUBLISHED] }, rules, after, article);
        return { article, after };
      }
    }
    await this.repo.changeStatus(tx, article, next);
    return { article: await this.repo.saveArticle(tx, article, { kind: save.kind, actorId: actor.id }), after };
  }

  /** A contributor's edit of their rejected article sends it back to review (or publishes it with auto-approve). */
  private async resubmit(
    tx: Transaction,
    actor: AuthUser,
    article: Article,
    dto: SaveArticleDto,
    rules: PublishingRules,
  ): Promise<Saved> {
    assertResubmittable(article.status);
    const fields = cleanArticleContent(dto, 'strict');
    checkWordMinimum(fields.content, rules.minWords);
    await this.apply(tx, article, fields);
    await this.repo.changeStatus(tx, article, 'pending');
    await this.repo.saveArticle(tx, article, { kind: 'resubmitted', actorId: actor.id });
    const submission = await this.repo.reopenSubmission(tx, article.id, actor.id);
    await this.repo.addEvent(tx, submission.id, 'resubmitted', actor.id);
    const after = new AfterCommit();
    if (rules.autoApprove) {
      await this.review.approveWithin(tx, submission, { actorId: null, from: ['pending'] }, rules, after, article);
    } else {
      after.notified(await this.notifier.submissionSent(tx, submissionRef(submission, article.title), true));
    }
    return { article, after };
  }

  private async apply(tx: Transaction, article: Article, fields: ArticleFields): Promise<void> {
    if (
      fields.category_id !== undefined &&
      fields.category_id !== null &&
      !(await this.repo.categoryExists(tx, fields.category_id))
    )
      throw badRequest(articleErrors.categoryUnknown);
    await this.repo.applyFields(tx, article, fields);
  }

  /**
   * The slug check can race with another save and the unique index has the last word: the save runs
   * once more (its slug check now sees the other article); a second collision answers 409.
   */
  private async saveUnique(work: (tx: Transaction) => Promise<Saved>): Promise<Saved> {
    try {
      return await this.uow.run(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    try {
      return await this.uow.run(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(articleErrors.slugTaken);
      throw error;
    }
  }

  /** Once committed: the follow-ups run, and the article is read back as the database kept it. */
  private async afterCommit(saved: Saved): Promise<Article> {
    this.review.committed(saved.after);
    return (await this.repo.readArticle(saved.article.id)) ?? saved.article;
  }
}
