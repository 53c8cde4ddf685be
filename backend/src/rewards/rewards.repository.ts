import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import { Submission } from '../submissions/entities/submission.entity';
import { User } from '../users/entities/user.entity';
import { Reward } from './entities/reward.entity';
import { shortTransactionIsolation, withDeadlockRetry } from './transaction-retry';

/** Reward rows. Every state change is a conditional update on `status`, so a repeat or a race changes nothing. */
@Injectable()
export class RewardsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findById(id: number): Promise<Reward | null> {
    return this.db.getRepository(Reward).findOne({ where: { id } });
  }

  findWithUser(id: number): Promise<Reward | null> {
    return this.db.getRepository(Reward).findOne({ where: { id }, relations: { user: true } });
  }

  findByArticleIds(articleIds: number[]): Promise<Reward[]> {
    return articleIds.length ? this.db.getRepository(Reward).find({ where: { article_id: In(articleIds) } }) : Promise.resolve([]);
  }

  /** Most recent first, with the contributor. */
  history(limit: number): Promise<Reward[]> {
    return this.db.getRepository(Reward).find({ relations: { user: true }, order: { created_at: 'DESC', id: 'DESC' }, take: limit });
  }

  /** `pending` rewards untouched since `before`: their job may have been lost (Redis down, restart). */
  async stalePending(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db.getRepository(Reward).find({
      select: { id: true },
      where: { status: 'pending', updated_at: LessThan(before) },
      order: { id: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  async creditedCentsOf(userId: number): Promise<number> {
    const row = await this.db
      .getRepository(Reward)
      .createQueryBuilder('r')
      .select('COALESCE(SUM(r.amount_cents), 0)', 'total')
      .where('r.user_id = :userId AND r.status = :status', { userId, status: 'credited' })
      .getRawOne<{ total: string | number }>();
    return Number(row?.total ?? 0);
  }

  async whmcsClientOf(userId: number): Promise<number | null> {
    const user = await this.db.getRepository(User).findOne({ where: { id: userId }, select: { id: true, whmcs_client_id: true } });
    return user?.whmcs_client_id ?? null;
  }

  async countAttempt(id: number): Promise<void> {
    await this.db.getRepository(Reward).increment({ id, status: 'pending' }, 'attempts', 1);
  }

  async noteError(id: number, error: string): Promise<void> {
    await this.db.getRepository(Reward).update({ id, status: 'pending' }, { last_error: error.slice(0, 1000) });
  }

  /** Marks it credited and, only if this call did, credits the submission and the user's total. */
  async markCredited(reward: Reward, whmcsCreditId: number | null): Promise<boolean> {
    const isolation = shortTransactionIsolation(this.db.options.type);
    const transaction = <T>(work: (manager: EntityManager) => Promise<T>) => (isolation ? this.db.transaction(isolation, work) : this.db.transaction(work));
    return withDeadlockRetry(() => transaction(async (manager: EntityManager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Reward)
        .set({ status: 'credited', credited_at: new Date(), last_error: null, whmcs_credit_id: whmcsCreditId === null ? null : String(whmcsCreditId) })
        .where('id = :id AND status = :status', { id: reward.id, status: 'pending' })
        .execute();
      if (!result.affected) return false;
      if (reward.submission_id !== null) await manager.update(Submission, { id: reward.submission_id }, { reward_credited: true });
      await manager.increment(User, { id: reward.user_id }, 'total_rewards_cents', reward.amount_cents);
      return true;
    }));
  }

  async markFailed(id: number, reason: string): Promise<boolean> {
    const result = await this.db.getRepository(Reward).update({ id, status: 'pending' }, { status: 'failed', last_error: reason.slice(0, 1000) });
    return Boolean(result.affected);
  }

  /** Back to `pending` for an admin retry; false unless it was `failed`. */
  async resetFailed(id: number): Promise<boolean> {
    const result = await this.db.getRepository(Reward).update({ id, status: 'failed' }, { status: 'pending', attempts: 0, last_error: null });
    return Boolean(result.affected);
  }
}
