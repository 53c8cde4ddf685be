import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { Reward } from '../rewards/entities/reward.entity';
import { shortTransactionIsolation } from '../database/transaction-retry';
import { Submission, SubmissionStatus } from './entities/submission.entity';

const LIST_LIMIT = 1000;

export type StatusCounts = Record<SubmissionStatus, number>;

@Injectable()
export class SubmissionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const isolation = shortTransactionIsolation(this.db.options.type);
    return isolation ? this.db.transaction(isolation, work) : this.db.transaction(work);
  }

  findById(id: number): Promise<Submission | null> {
    return this.db.getRepository(Submission).findOne({ where: { id } });
  }

  findByArticle(articleId: number): Promise<Submission | null> {
    return this.db.getRepository(Submission).findOne({ where: { article_id: articleId } });
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

  async rewardsByArticle(articleIds: number[]): Promise<Map<number, Reward>> {
    if (!articleIds.length) return new Map();
    const rows = await this.db
      .getRepository(Reward)
      .createQueryBuilder('r')
      .where('r.article_id IN (:...ids)', { ids: articleIds })
      .getMany();
    return new Map(rows.map((r) => [r.article_id, r]));
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
}
