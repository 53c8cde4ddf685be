import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import { User } from '../users/entities/user.entity';
import { MismatchReview } from './entities/mismatch-review.entity';
import { ReconciliationRun, type ReconciliationTrigger } from './entities/reconciliation-run.entity';
import { Reward, type RewardCurrency, type RewardStatus } from './entities/reward.entity';

/** The ledger's filters, read as instants (creation date from `from`, before `until`). */
export interface LedgerFilter {
  from?: Date;
  until?: Date;
  userId?: number;
  status?: RewardStatus;
}

export interface CreditedReward {
  id: number;
  whmcs_client_id: number | null;
  amount_cents: number;
  currency: RewardCurrency;
  legacy_marker: boolean;
  article_title: string;
  username: string | null;
  display_name: string | null;
}

/** Rows read `batch` at a time in id order, each page after the last id of the one before. */
async function* pagesById<T extends { id: number }>(
  batch: number,
  readAfter: (afterId: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const rows = await readAfter(afterId);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Reads of the rewards ledger and the rows of the WHMCS reconciliation runs. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private filtered(filter: LedgerFilter): SelectQueryBuilder<Reward> {
    const query = this.db.getRepository(Reward).createQueryBuilder('r');
    if (filter.from) query.andWhere('r.created_at >= :from', { from: filter.from });
    if (filter.until) query.andWhere('r.created_at < :until', { until: filter.until });
    if (filter.userId !== undefined) query.andWhere('r.user_id = :userId', { userId: filter.userId });
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    return query;
  }

  /** One page, newest first (idx_rewards_created), with the contributor. */
  page(filter: LedgerFilter, page: PageRequest): Promise<[Reward[], number]> {
    return this.filtered(filter)
      .leftJoinAndSelect('r.user', 'u')
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
  }

  /** Every matching reward, oldest first, in pages of `batch` (the CSV export streams them). */
  all(filter: LedgerFilter, batch = 1000): AsyncGenerator<Reward[]> {
    return pagesById(batch, (afterId) =>
      this.filtered(filter)
        .leftJoinAndSelect('r.user', 'u')
        .andWhere('r.id > :afterId', { afterId })
        .orderBy('r.id', 'ASC')
        .take(batch)
        .getMany(),
    );
  }

  async totals(
    filter: LedgerFilter,
  ): Promise<{ status: RewardStatus; currency: RewardCurrency; count: number; cents: number }[]> {
    const rows = await this.filtered(filter)
      .select('r.status', 'status')
      .addSelect('r.currency', 'currency')
      .addSelect('COUNT(*)', 'count')
      .addSelect('SUM(r.amount_cents)', 'cents')
      .groupBy('r.status')
      .addGroupBy('r.currency')
      .orderBy('r.status', 'ASC')
      .addOrderBy('r.currency', 'ASC')
      .getRawMany<{ status: RewardStatus; currency: RewardCurrency; count: string | number; cents: string | number }>();
    return rows.map((row) => ({ ...row, count: Number(row.count), cents: Number(row.cents) }));
  }

  /** The people who have rewards, for the ledger's contributor filter. */
  async contributors(): Promise<Pick<User, 'id' | 'username' | 'display_name'>[]> {
    return this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.id', 'u.username', 'u.display_name'])
      .where('EXISTS (SELECT 1 FROM rewards r WHERE r.user_id = u.id)')
      .orderBy('u.username', 'ASC')
      .getMany();
  }

  /** The WHMCS clients of the credited rewards (null: rewards credited without one), with how many each has. */
  async creditedClients(): Promise<{ whmcsClientId: number | null; count: number }[]> {
    const rows = await this.db
      .getRepository(Reward)
      .createQueryBuilder('r')
      .select('r.whmcs_client_id', 'client')
      .addSelect('COUNT(*)', 'count')
      .where('r.status = :status', { status: 'credited' })
      .groupBy('r.whmcs_client_id')
      .orderBy('r.whmcs_client_id', 'ASC')
      .getRawMany<{ client: number | string | null; count: number | string }>();
    return rows.map((row) => ({
      whmcsClientId: row.client === null ? null : Number(row.client),
      count: Number(row.count),
    }));
  }

  /**
   * A client's credited rewards, oldest first, in pages of `batch` (through idx_rewards_client_status):
   * the check holds one page at a time, so its memory does not grow with the ledger.
   */
  credited(whmcsClientId: number | null, batch = 1000): AsyncGenerator<CreditedReward[]> {
    return pagesById(batch, (afterId) => this.creditedPage(whmcsClientId, afterId, batch));
  }

  private async creditedPage(whmcsClientId: number | null, afterId: number, limit: number): Promise<CreditedReward[]> {
    const rows = await this.db
      .getRepository(Reward)
      .createQueryBuilder('r')
      .leftJoin('r.user', 'u')
      .select('r.id', 'id')
      .addSelect('r.whmcs_client_id', 'whmcs_client_id')
      .addSelect('r.amount_cents', 'amount_cents')
      .addSelect('r.currency', 'currency')
      .addSelect('r.legacy_marker', 'legacy_marker')
      .addSelect('r.article_title', 'article_title')
      .addSelect('u.username', 'username')
      .addSelect('u.display_name', 'display_name')
      .where('r.status = :status', { status: 'credited' })
      .andWhere(whmcsClientId === null ? 'r.whmcs_client_id IS NULL' : 'r.whmcs_client_id = :client', { client: whmcsClientId })
      .andWhere('r.id > :afterId', { afterId })
      .orderBy('r.id', 'ASC')
      .limit(limit)
      .getRawMany<{
        id: number | string;
        whmcs_client_id: number | string | null;
        amount_cents: number | string;
        currency: RewardCurrency;
        legacy_marker: number | boolean | string;
        article_title: string;
        username: string | null;
        display_name: string | null;
      }>();
    return rows.map((row) => ({
      id: Number(row.id),
      whmcs_client_id: row.whmcs_client_id === null ? null : Number(row.whmcs_client_id),
      amount_cents: Number(row.amount_cents),
      currency: row.currency,
      legacy_marker: Boolean(Number(row.legacy_marker)),
      article_title: row.article_title,
      username: row.username,
      display_name: row.display_name,
    }));
  }

  startRun(trigger: ReconciliationTrigger): Promise<ReconciliationRun> {
    const repo = this.db.getRepository(ReconciliationRun);
    return repo.save(repo.create({ trigger, status: 'running', started_at: new Date() }));
  }

  findRun(id: number): Promise<ReconciliationRun | null> {
    return this.db.getRepository(ReconciliationRun).findOne({ where: { id } });
  }

  lastRun(trigger?: ReconciliationTrigger): Promise<ReconciliationRun | null> {
    return this.db
      .getRepository(ReconciliationRun)
      .findOne({ where: trigger ? { trigger } : {}, order: { started_at: 'DESC', id: 'DESC' } });
  }

  /** The last check that ran to its end: the mismatches the ledger flags are its. */
  lastFinishedRun(): Promise<ReconciliationRun | null> {
    return this.db
      .getRepository(ReconciliationRun)
      .findOne({ where: { status: 'done' }, order: { started_at: 'DESC', id: 'DESC' } });
  }

  /** The marks left on these rewards' mismatches, with who left them. */
  reviews(rewardIds: number[]): Promise<MismatchReview[]> {
    if (rewardIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(MismatchReview).find({ where: { reward_id: In(rewardIds) }, relations: { reviewer: true } });
  }

  /** Marks a reward's mismatch of this kind as seen; marking it again replaces the comment, author and date. */
  async saveReview(
    review: Pick<MismatchReview, 'reward_id' | 'kind' | 'run_id' | 'comment' | 'reviewed_by'>,
  ): Promise<MismatchReview> {
    const repo = this.db.getRepository(MismatchReview);
    const values = { ...review, reviewed_at: new Date() };
    try {
      await repo.insert(values);
    } catch (error) {
      // Already marked (the unique index on reward and kind), perhaps by a request at the same moment.
      const updated = await repo.update({ reward_id: review.reward_id, kind: review.kind }, values);
      if (!updated.affected) throw error;
    }
    return repo.findOneOrFail({ where: { reward_id: review.reward_id, kind: review.kind }, relations: { reviewer: true } });
  }

  async progress(id: number, checked: number, total: number): Promise<void> {
    await this.db.getRepository(ReconciliationRun).update({ id }, { checked, total });
  }

  async finishRun(
    id: number,
    result: {
      status: 'done' | 'failed';
      checked: number;
      total: number;
      /** How many were found; `mismatches` lists the first of them (`LISTED_MISMATCHES`). */
      mismatchCount: number;
      mismatches: unknown[];
      error?: string;
    },
  ): Promise<void> {
    await this.db.getRepository(ReconciliationRun).update(
      { id },
      {
        status: result.status,
        checked: result.checked,
        total: result.total,
        mismatch_count: result.mismatchCount,
        mismatches: JSON.stringify(result.mismatches),
        error: result.error ? result.error.slice(0, 1000) : null,
        finished_at: new Date(),
      },
    );
  }
}
