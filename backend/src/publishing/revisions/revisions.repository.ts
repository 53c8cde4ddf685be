import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, In, IsNull, Like } from 'typeorm';
import type { DraftFields } from '../../editorial/article-cleaner';
import { pickArticleContent } from '../../editorial/entities/article-content';
import { Category } from '../../categories/entities/category.entity';
import { Article } from '../../editorial/entities/article.entity';
import type { Transaction } from '../../database/unit-of-work';
import { isUniqueViolation } from '../../database/unique-violation';
import {
  MAX_REVISIONS_PER_ARTICLE,
  NEW_ARTICLE_TARGETS,
  type RevisionStamp,
  thinning,
  workingCopyTarget,
} from './revision-history';
import { ArticleRevision } from './article-revision.entity';
import { WorkingCopy } from './working-copy.entity';

/** The fields a working copy keeps, picked out of any object that has them (an article, a DTO). */
export function workingCopyFields(source: DraftFields): DraftFields {
  return { ...pickArticleContent(source), slug: source.slug };
}

const contentHash = (content: string) => createHash('sha256').update(content).digest('base64url');

/**
 * An article's history, and its users' autosaved working copies. A revision is added with each save of
 * its article (`PublishingRepository.saveArticle`) or restore, in that write's transaction.
 */
@Injectable()
export class RevisionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Records the article's version. A content already held by one of its revisions is not stored again:
   * the new row names the one that holds it. Then the history is thinned if it has grown past its cap.
   */
  async addRevision(tx: Transaction, article: Article, stamp: RevisionStamp): Promise<ArticleRevision> {
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
    await this.thinRevisions(tx, article.id);
    return revision;
  }

  /** Past its cap, removes the revisions `thinning` picks, the contents they hold moved first. */
  private async thinRevisions(tx: Transaction, articleId: number): Promise<void> {
    if ((await tx.manager.count(ArticleRevision, { where: { article_id: articleId } })) <= MAX_REVISIONS_PER_ARTICLE) return;
    const rows = await tx.manager.find(ArticleRevision, {
      where: { article_id: articleId },
      select: { id: true, kind: true, content_from_id: true },
      order: { id: 'ASC' },
    });
    const { doomed, moves } = thinning(rows);
    for (const { holder, heir, others } of moves) {
      const { content } = await tx.manager.findOneOrFail(ArticleRevision, {
        where: { id: holder },
        select: { id: true, content: true },
      });
      await tx.manager.update(ArticleRevision, { id: heir }, { content, content_from_id: null });
      if (others.length) await tx.manager.update(ArticleRevision, { id: In(others) }, { content_from_id: heir });
    }
    if (doomed.length) await tx.manager.delete(ArticleRevision, { id: In(doomed) });
  }

  findArticle(id: number): Promise<Article | null> {
    return this.db.getRepository(Article).findOne({ where: { id } });
  }

  /** Newest first, without their content, with their author's name. */
  list(articleId: number, limit: number): Promise<ArticleRevision[]> {
    return this.db.getRepository(ArticleRevision).find({
      where: { article_id: articleId },
      select: {
        id: true,
        article_id: true,
        author_id: true,
        kind: true,
        status: true,
        source_revision_id: true,
        title: true,
        created_at: true,
        author: { id: true, username: true, display_name: true },
      },
      relations: { author: true },
      order: { created_at: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** One revision with its content, read from the revision that holds it when it is shared. */
  async find(articleId: number, revisionId: number): Promise<ArticleRevision | null> {
    const repo = this.db.getRepository(ArticleRevision);
    const revision = await repo.findOne({ where: { id: revisionId, article_id: articleId }, relations: { author: true } });
    if (revision?.content_from_id) {
      const holder = await repo.findOne({
        where: { id: revision.content_from_id, article_id: articleId },
        select: { id: true, content: true },
      });
      revision.content = holder?.content ?? '';
    }
    return revision;
  }

  findWorkingCopy(userId: number, target: string): Promise<WorkingCopy | null> {
    return this.db.getRepository(WorkingCopy).findOne({ where: { user_id: userId, target } });
  }

  /** The user's working copies, last written first. */
  listWorkingCopies(userId: number, limit: number): Promise<WorkingCopy[]> {
    return this.db.getRepository(WorkingCopy).find({
      where: { user_id: userId },
      order: { updated_at: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** Articles by id (the ones the user's working copies were started from). */
  categoryExists(id: number): Promise<boolean> {
    return this.db.manager.exists(Category, { where: { id } });
  }

  findArticles(ids: number[]): Promise<Article[]> {
    return ids.length ? this.db.getRepository(Article).find({ where: { id: In(ids) } }) : Promise.resolve([]);
  }

  /** How many new articles (never saved) the user has a working copy of. */
  countNewArticleCopies(userId: number): Promise<number> {
    return this.db.getRepository(WorkingCopy).count({ where: { user_id: userId, target: Like(NEW_ARTICLE_TARGETS) } });
  }

  /**
   * Writes the user's one working copy of the article (or of one of their new articles, `target`),
   * creating it the first time with the article's version it starts from. Two tabs saving at once: the
   * loser updates. `canCreate` is asked before a new row is written (a cap on new articles' copies).
   */
  async saveWorkingCopy(
    userId: number,
    article: Article | null,
    fields: DraftFields,
    options: { target?: string; explicit?: boolean; canCreate?: () => Promise<void> } = {},
    tx?: Transaction,
  ): Promise<WorkingCopy> {
    const repo = (tx?.manager ?? this.db.manager).getRepository(WorkingCopy);
    const target = options.target ?? workingCopyTarget(article?.id ?? null);
    // Only the copy's own fields are written, whatever object the caller passed (an article has an `id`).
    const own = { ...workingCopyFields(fields), explicit_save: options.explicit ?? false };
    const write = async () => {
      const existing = await repo.findOne({ where: { user_id: userId, target } });
      if (existing) return repo.save(repo.merge(existing, own));
      await options.canCreate?.();
      return repo.save(
        repo.create({
          ...own,
          user_id: userId,
          target,
          article_id: article?.id ?? null,
          base_updated_at: article?.updated_at ?? null,
        }),
      );
    };
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return write();
    }
  }

  /** In the caller's transaction when given (an explicit save of the article drops the actor's copy of it). */
  async deleteWorkingCopy(userId: number, target: string, tx?: Transaction): Promise<void> {
    await (tx?.manager ?? this.db.manager).getRepository(WorkingCopy).delete({ user_id: userId, target });
  }
}
