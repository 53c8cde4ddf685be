import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, In } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import { Article } from '../editorial/entities/article.entity';
import { Reward } from '../rewards/entities/reward.entity';
import { SubmissionEvent } from '../editorial/entities/submission-event.entity';
import { SubmissionNote } from '../editorial/entities/submission-note.entity';
import { Submission, SubmissionStatus } from '../editorial/entities/submission.entity';
import { User } from '../users/entities/user.entity';

const LIST_LIMIT = 1000;

export type StatusCounts = Record<SubmissionStatus, number>;

@Injectable()
export class SubmissionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The published articles a submission could repeat: those with a main keyword (the analysis compares
   * keywords by their stems, which SQL cannot), and those titled like one of `titles` (the database's
   * comparison; on MariaDB, case and accents aside). Not every published article: a staff list asks
   * for this on each page, and the blog holds far more articles than keywords.
   */
  async publishedKeywords(titles: string[]): Promise<{ id: number; title: string; slug: string; keyword: string | null }[]> {
    const query = this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .select(['a.id', 'a.title', 'a.slug', 'a.focus_keyword'])
      .where('a.status = :published', { published: 'published' })
      .andWhere(titles.length ? '(a.focus_keyword IS NOT NULL OR a.title IN (:...titles))' : 'a.focus_keyword IS NOT NULL', {
        titles,
      });
    const rows = await query.getMany();
    return rows.map((a) => ({ id: a.id, title: a.title, slug: a.slug, keyword: a.focus_keyword }));
  }

  /** Newest first, with the article (and its category) and the contributor. */
  list(filter: { contributorId?: number; status?: SubmissionStatus; id?: number }): Promise<Submission[]> {
    const where: FindOptionsWhere<Submission> = {};
    if (filter.contributorId !== undefined) where.contributor_id = filter.contributorId;
    if (filter.status) where.status = filter.status;
    if (filter.id !== undefined) where.id = filter.id;
    return this.db.getRepository(Submission).find({
      where,
      relations: { article: { category: true }, contributor: true },
      order: { submitted_at: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
  }

  /**
   * One page of the review list, newest first: the page's ids from the (status, submitted_at) or
   * (submitted_at) index, then those rows with their article and contributor; the total counts entries.
   */
  async page(filter: { status?: SubmissionStatus }, page: PageRequest): Promise<[Submission[], number]> {
    const repo = this.db.getRepository(Submission);
    const where: FindOptionsWhere<Submission> = filter.status ? { status: filter.status } : {};
    const ids = repo.createQueryBuilder('s').select('s.id', 'id');
    if (filter.status) ids.where('s.status = :status', { status: filter.status });
    const [rows, total] = await Promise.all([
      ids
        .orderBy('s.submitted_at', 'DESC')
        .addOrderBy('s.id', 'DESC')
        .limit(page.limit)
        .offset(page.offset)
        .getRawMany<{ id: number | string }>(),
      repo.count({ where }),
    ]);
    if (!rows.length) return [[], total];
    const submissions = await repo.find({
      where: { id: In(rows.map((r) => Number(r.id))) },
      relations: { article: { category: true }, contributor: true },
      order: { submitted_at: 'DESC', id: 'DESC' },
    });
    return [submissions, total];
  }

  /**
   * The rewards of these articles, and those born of these submissions whose article was deleted (a
   * reward row outlives its article).
   */
  async rewardsOf(articleIds: number[], orphanSubmissionIds: number[]): Promise<Reward[]> {
    const repo = this.db.getRepository(Reward);
    const [ofArticles, ofOrphans] = await Promise.all([
      articleIds.length ? repo.find({ where: { article_id: In(articleIds) } }) : [],
      orphanSubmissionIds.length ? repo.find({ where: { submission_id: In(orphanSubmissionIds) } }) : [],
    ]);
    return [...ofArticles, ...ofOrphans];
  }

  async countByStatus(contributorId?: number): Promise<StatusCounts> {
    const query = this.db
      .getRepository(Submission)
      .createQueryBuilder('s')
      .select('s.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('s.status');
    if (contributorId !== undefined) query.where('s.contributor_id = :contributorId', { contributorId });
    const rows = await query.getRawMany<{ status: SubmissionStatus; count: string | number }>();
    const counts: StatusCounts = { pending: 0, approved: 0, published: 0, rejected: 0 };
    for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.count);
    return counts;
  }

  findById(id: number): Promise<Submission | null> {
    return this.db.getRepository(Submission).findOne({ where: { id } });
  }

  /** The review history, oldest first, with who acted. */
  events(submissionId: number): Promise<Array<SubmissionEvent & { actor_name: string | null }>> {
    return this.db
      .getRepository(SubmissionEvent)
      .createQueryBuilder('e')
      .leftJoin(User, 'u', 'u.id = e.actor_id')
      .addSelect('COALESCE(u.display_name, u.username)', 'actor_name')
      .where('e.submission_id = :submissionId', { submissionId })
      .orderBy('e.created_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .getRawAndEntities()
      .then(({ entities, raw }) => {
        // Matched by id, not by position: the raw rows and the entities need not come in the same order.
        const names = new Map(
          (raw as { e_id: number | string; actor_name: string | null }[]).map((r) => [Number(r.e_id), r.actor_name]),
        );
        return entities.map((e) => Object.assign(e, { actor_name: names.get(e.id) ?? null }));
      });
  }

  notes(submissionId: number): Promise<SubmissionNote[]> {
    return this.db.getRepository(SubmissionNote).find({
      where: { submission_id: submissionId },
      relations: { author: true },
      order: { created_at: 'ASC', id: 'ASC' },
    });
  }

  rewardOfArticle(articleId: number): Promise<Reward | null> {
    return this.db.getRepository(Reward).findOne({ where: { article_id: articleId } });
  }
}
