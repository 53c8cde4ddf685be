import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Article, ArticleStatus } from '../editorial/entities/article.entity';
import { ArticleViewsRepository } from '../editorial/article-views.repository';
import { Category } from '../categories/entities/category.entity';
import { readingTime } from '../common/text/words';
import type { Transaction } from '../database/unit-of-work';
import { searchDocumentOf } from '../search/search-document';
import { SearchIndexRepository } from '../search/search-index.repository';
import type { RewardCurrency } from '../rewards/entities/reward.entity';
import { RewardsRepository } from '../rewards/rewards.repository';
import { SubmissionEvent, SubmissionAction } from '../editorial/entities/submission-event.entity';
import { SubmissionNote } from '../editorial/entities/submission-note.entity';
import { Submission } from '../editorial/entities/submission.entity';
import { UsersRepository } from '../users/users.repository';
import { slugBase, type ArticleFields } from '../editorial/article-cleaner';
import { ArticleSlugsRepository } from './article-slugs.repository';
import { type RevisionStamp, workingCopyTarget } from './revisions/revision-history';
import { RevisionsRepository } from './revisions/revisions.repository';

export interface NewReward {
  submission: Submission;
  article: Article;
  amountCents: number;
  currency: RewardCurrency;
}

/**
 * The editorial workflow's writes: article status and content, submissions, their events and notes; and,
 * through their own repositories, what moves with them (revisions and working copies, slugs, the search
 * index, the author's counters, the birth of reward rows). Every method runs inside the caller's transaction (`tx`).
 */
@Injectable()
export class PublishingRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly slugs: ArticleSlugsRepository,
    private readonly revisions: RevisionsRepository,
    private readonly searchIndex: SearchIndexRepository,
    private readonly users: UsersRepository,
    private readonly rewards: RewardsRepository,
    private readonly views: ArticleViewsRepository,
  ) {}

  /** After a commit: what the database kept (MariaDB stores whole seconds), so every answer agrees. */
  readArticle(id: number): Promise<Article | null> {
    return this.db.getRepository(Article).findOne({ where: { id } });
  }

  /** Scheduled articles (`approved`) due before `before`, soonest first. */
  async scheduledBefore(before: Date, limit: number): Promise<{ id: number; at: Date }[]> {
    const rows = await this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .select(['a.id', 'a.published_at'])
      .where('a.status = :status AND a.published_at <= :before', { status: 'approved', before })
      .orderBy('a.published_at', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map((a) => ({ id: a.id, at: new Date(a.published_at as Date) }));
  }

  // ── Articles ──────────────────────────────────────────────────────────────────────────────────────

  newArticle(tx: Transaction, authorId: number): Article {
    return tx.manager.create(Article, { status: 'draft', author_id: authorId, views: 0 });
  }

  findArticle(tx: Transaction, id: number): Promise<Article | null> {
    return tx.manager.findOne(Article, { where: { id } });
  }

  /**
   * The article, locked until the transaction ends (MySQL/MariaDB `SELECT … FOR UPDATE`), so that
   * concurrent saves of one article run one after the other and each sees the status the previous one
   * left. SQLite serialises writers on its own and has no row locks.
   */
  lockArticle(tx: Transaction, id: number): Promise<Article | null> {
    const query = tx.manager.getRepository(Article).createQueryBuilder('a').where('a.id = :id', { id });
    const type = tx.manager.connection.options.type;
    if (type === 'mysql' || type === 'mariadb') query.setLock('pessimistic_write');
    return query.getOne();
  }

  async categoryExists(tx: Transaction, id: number): Promise<boolean> {
    return tx.manager.exists(Category, { where: { id } });
  }

  /** Copies cleaned fields onto the article and gives it its slug (spec §5), unsaved. */
  async applyFields(tx: Transaction, article: Article, fields: ArticleFields): Promise<void> {
    const { slugWanted: _slug, category_id: categoryId, ...content } = fields;
    Object.assign(article, content);
    if (categoryId !== undefined) {
      article.category_id = categoryId;
      article.category = undefined;
    }
    article.reading_time = readingTime(fields.content);
    await this.slugs.assignSlug(tx, article, slugBase(fields));
  }

  /**
   * Saves the article and records the version it now has, with who and why: every explicit write of an
   * article goes through here, so its history misses none. The actor's autosaved working copy of it is
   * dropped: what they saved is now the article.
   */
  async saveArticle(tx: Transaction, article: Article, stamp: RevisionStamp): Promise<Article> {
    const saved = await tx.manager.save(Article, article);
    tx.touch('articles');
    await this.indexForSearch(tx, saved);
    await this.revisions.addRevision(tx, saved, stamp);
    if (stamp.actorId !== null) await this.dropWorkingCopy(tx, stamp.actorId, saved.id);
    return saved;
  }

  /**
   * Keeps the search index in step, in the same transaction: the words of a published article, none
   * for any other status (an unpublished article is no longer found once this commits).
   */
  private async indexForSearch(tx: Transaction, article: Article): Promise<void> {
    await this.searchIndex.writeDocument(tx, article.id, article.status === 'published' ? searchDocumentOf(article) : null);
  }

  /** `articleId` null: the copy of the new article the user was writing, told by its draft key. */
  async dropWorkingCopy(tx: Transaction, userId: number, articleId: number | null, draftKey?: string): Promise<void> {
    await this.revisions.deleteWorkingCopy(userId, workingCopyTarget(articleId, draftKey), tx);
  }

  async removeArticle(tx: Transaction, article: Article): Promise<void> {
    // Leaving the published state keeps the author's published-article count right.
    await this.changeStatus(tx, article, 'draft');
    await this.views.removeArticleViews(tx, article.id, article.author_id);
    await this.searchIndex.writeDocument(tx, article.id, null);
    await tx.manager.remove(Article, article);
    tx.touch('articles');
  }

  /**
   * The one place an article changes status. Keeps what depends on "published" in step: the first
   * publication date and the author's published-article count (read by the ranking without counting
   * rows). The article itself is saved by the caller.
   */
  async changeStatus(tx: Transaction, article: Article, next: ArticleStatus, now = new Date()): Promise<void> {
    const wasPublished = article.status === 'published';
    const willBePublished = next === 'published';
    article.status = next;
    if (willBePublished && !article.published_at) article.published_at = now;
    if (wasPublished === willBePublished || !article.author_id) return;
    await this.users.countPublished(tx, article.author_id, willBePublished ? 1 : -1);
  }

  // ── Submissions ───────────────────────────────────────────────────────────────────────────────────

  findSubmission(tx: Transaction, id: number): Promise<Submission | null> {
    return tx.manager.findOne(Submission, { where: { id } });
  }

  findSubmissionOfArticle(tx: Transaction, articleId: number): Promise<Submission | null> {
    return tx.manager.findOne(Submission, { where: { article_id: articleId } });
  }

  async createSubmission(tx: Transaction, articleId: number, contributorId: number, now = new Date()): Promise<Submission> {
    return tx.manager.save(
      Submission,
      tx.manager.create(Submission, {
        article_id: articleId,
        contributor_id: contributorId,
        status: 'pending',
        submitted_at: now,
      }),
    );
  }

  /**
   * Back in the review queue after the contributor's edit. An article that somehow has no submission
   * row gets one, so that it does show up for review.
   */
  async reopenSubmission(tx: Transaction, articleId: number, contributorId: number, now = new Date()): Promise<Submission> {
    const submission = await this.findSubmissionOfArticle(tx, articleId);
    if (!submission) return this.createSubmission(tx, articleId, contributorId, now);
    submission.status = 'pending';
    submission.submitted_at = now;
    return tx.manager.save(Submission, submission);
  }

  /**
   * Moves the submission from `status` with a conditional update: of two concurrent reviews only one
   * changes the row. False when another got there first.
   */
  async moveSubmission(tx: Transaction, submission: Submission, changes: Partial<Submission>): Promise<boolean> {
    const result = await tx.manager
      .createQueryBuilder()
      .update(Submission)
      .set(changes)
      .where('id = :id AND status = :status', { id: submission.id, status: submission.status })
      .execute();
    if (!result.affected) return false;
    Object.assign(submission, changes);
    return true;
  }

  async addEvent(
    tx: Transaction,
    submissionId: number,
    action: SubmissionAction,
    actorId: number | null,
    details: { reason?: string | null; notes?: string | null } = {},
  ): Promise<void> {
    await tx.manager.save(
      SubmissionEvent,
      tx.manager.create(SubmissionEvent, {
        submission_id: submissionId,
        action,
        actor_id: actorId,
        reason: details.reason ?? null,
        notes: details.notes ?? null,
        // Set here to the millisecond (SQLite's default is to the second): the timeline interleaves events and notes.
        created_at: new Date(),
      }),
    );
  }

  // ── Editorial notes ───────────────────────────────────────────────────────────────────────────────

  /** The new note, with its author (for the name shown and notified). */
  async addNote(tx: Transaction, submissionId: number, authorId: number, body: string): Promise<SubmissionNote> {
    const saved = await tx.manager.save(
      SubmissionNote,
      tx.manager.create(SubmissionNote, { submission_id: submissionId, author_id: authorId, body, created_at: new Date() }),
    );
    return (await this.findNote(tx, submissionId, saved.id)) ?? saved;
  }

  findNote(tx: Transaction, submissionId: number, noteId: number): Promise<SubmissionNote | null> {
    return tx.manager.findOne(SubmissionNote, {
      where: { id: noteId, submission_id: submissionId },
      relations: { author: true },
    });
  }

  /** `resolved` false opens it again. */
  async resolveNote(tx: Transaction, note: SubmissionNote, userId: number, resolved: boolean): Promise<SubmissionNote> {
    note.resolved_at = resolved ? new Date() : null;
    note.resolved_by = resolved ? userId : null;
    return tx.manager.save(SubmissionNote, note);
  }

  // ── Rewards ───────────────────────────────────────────────────────────────────────────────────────

  /** The reward row is born in the approval's transaction, written by its own repository. */
  createPendingReward(tx: Transaction, { submission, article, amountCents, currency }: NewReward): Promise<number | null> {
    return this.rewards.createPending(tx, {
      articleId: article.id,
      articleTitle: article.title,
      submissionId: submission.id,
      contributorId: submission.contributor_id,
      amountCents,
      currency,
    });
  }
}
