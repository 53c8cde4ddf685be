import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Article } from '../../articles/entities/article.entity';
import type { Transaction } from '../../database/unit-of-work';
import { isUniqueViolation } from '../../database/unique-violation';
import { workingCopyTarget } from '../publishing.repository';
import { ArticleRevision } from './article-revision.entity';
import { WorkingCopy } from './working-copy.entity';

/** The fields a working copy keeps, as typed (sanitized). */
export type WorkingCopyFields = Pick<
  WorkingCopy,
  | 'title'
  | 'slug'
  | 'content'
  | 'short_description'
  | 'featured_image'
  | 'category_id'
  | 'meta_title'
  | 'meta_description'
  | 'meta_keywords'
>;

/** Reads of an article's history, and its users' autosaved working copies. Revisions are written by `PublishingRepository`. */
@Injectable()
export class RevisionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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

  find(articleId: number, revisionId: number): Promise<ArticleRevision | null> {
    return this.db.getRepository(ArticleRevision).findOne({
      where: { id: revisionId, article_id: articleId },
      relations: { author: true },
    });
  }

  findWorkingCopy(userId: number, articleId: number | null): Promise<WorkingCopy | null> {
    return this.db.getRepository(WorkingCopy).findOne({ where: { user_id: userId, target: workingCopyTarget(articleId) } });
  }

  /**
   * Writes the user's one working copy of the article (or of their new article), creating it the first
   * time with the article's version it starts from. Two tabs saving at once: the loser updates.
   */
  async saveWorkingCopy(
    userId: number,
    article: Article | null,
    fields: WorkingCopyFields,
    tx?: Transaction,
  ): Promise<WorkingCopy> {
    const repo = (tx?.manager ?? this.db.manager).getRepository(WorkingCopy);
    const target = workingCopyTarget(article?.id ?? null);
    const write = async () => {
      const existing = await repo.findOne({ where: { user_id: userId, target } });
      if (existing) return repo.save(repo.merge(existing, fields));
      return repo.save(
        repo.create({
          ...fields,
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

  async deleteWorkingCopy(userId: number, articleId: number | null): Promise<void> {
    await this.db.getRepository(WorkingCopy).delete({ user_id: userId, target: workingCopyTarget(articleId) });
  }
}
