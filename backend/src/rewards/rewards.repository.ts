import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work';
import { NOTIFICATIONS_CREATED, NotificationsCreatedEvent } from '../notifications/notification-events';
import { Notifier, RewardRef } from '../notifications/notifier';
import { Submission } from '../submissions/entities/submission.entity';
import { User } from '../users/entities/user.entity';
import { Reward } from './entities/reward.entity';

const rewardRef = (reward: Reward): RewardRef => ({
  userId: reward.user_id,
  submissionId: reward.submission_id,
  articleId: reward.article_id,
  title: reward.article_title,
  amountCents: reward.amount_cents,
  currency: reward.currency,
});

/** Reward rows. Every state change is a conditional update on `status`, so a repeat or a race changes nothing. */
@Injectable()
export class RewardsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly uow: UnitOfWork,
    private readonly notifier: Notifier,
    private readonly events: EventEmitter2,
  ) {}

  findById(id: number): Promise<Reward | null> {
    return this.db.getRepository(Reward).findOne({ where: { id } });
  }

  findWithUser(id: number): Promise<Reward | null> {
    return this.db.getRepository(Reward).findOne({ where: { id }, relations: { user: true } });
  }

  findByArticleIds(articleIds: number[]): Promise<Reward[]> {
    return articleIds.length
      ? this.db.getRepository(Reward).find({ where: { article_id: In(articleIds) } })
      : Promise.resolve([]);
  }

  /** Most recent first, with the contributor. */
  history(limit: number): Promise<Reward[]> {
    return this.db
      .getRepository(Reward)
      .find({ relations: { user: true }, order: { created_at: 'DESC', id: 'DESC' }, take: limit });
  }

  /**
   * `pending` and `uncertain` rewards untouched since `before`: their job may have been lost (Redis down,
   * restart, a check job given up while WHMCS was unreachable).
   */
  async staleUnsettled(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db.getRepository(Reward).find({
      select: { id: true },
      where: [
        { status: 'pending', updated_at: LessThan(before) },
        { status: 'uncertain', updated_at: LessThan(before) },
      ],
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

  async countAttempt(id: number): Promise<void> {
    await this.db.getRepository(Reward).increment({ id, status: 'pending' }, 'attempts', 1);
  }

  async noteError(id: number, status: 'pending' | 'uncertain', error: string): Promise<void> {
    await this.db.getRepository(Reward).update({ id, status }, { last_error: error.slice(0, 1000) });
  }

  /**
   * Records, before AddCredit is called, that send number `sends + 1` is under way: from this commit on
   * the reward is `uncertain` and no process sends it again until a reconciliation releases it. False
   * when another process got there first (it does the sending).
   */
  async claimSend(reward: Reward, now: Date): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(Reward)
      .set({ status: 'uncertain', sends: () => 'sends + 1', sent_at: now, last_error: null })
      .where('id = :id AND status = :status AND sends = :sends', { id: reward.id, status: 'pending', sends: reward.sends })
      .execute();
    if (!result.affected) return false;
    reward.status = 'uncertain';
    reward.sends += 1;
    reward.sent_at = now;
    return true;
  }

  /**
   * Back to `pending` once it is certain that send number `sends` wrote nothing: WHMCS refused it, the
   * connection was never made, or GetCredits shows no marker after the quarantine. Conditional on `sends`,
   * so a stale reconciliation cannot release a newer send.
   */
  async releaseSend(id: number, sends: number, reason: string | null): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(Reward)
      .set({ status: 'pending', sent_at: null, last_error: reason === null ? null : reason.slice(0, 1000) })
      .where('id = :id AND status = :status AND sends = :sends', { id, status: 'uncertain', sends })
      .execute();
    return Boolean(result.affected);
  }

  /**
   * Marks it credited (from `pending` when GetCredits already shows it, from `uncertain` after a send)
   * and, only if this call did, credits the submission and the user's total and tells the contributor
   * (`balanceCents`: the client's new credit balance, when WHMCS said it).
   */
  async markCredited(reward: Reward, whmcsCreditId: number | null, balanceCents: number | null = null): Promise<boolean> {
    const notified = await this.uow.run(async (tx) => {
      const result = await tx.manager
        .createQueryBuilder()
        .update(Reward)
        .set({
          status: 'credited',
          credited_at: new Date(),
          last_error: null,
          whmcs_credit_id: whmcsCreditId === null ? null : String(whmcsCreditId),
        })
        .where('id = :id AND status IN (:...statuses)', { id: reward.id, statuses: ['pending', 'uncertain'] })
        .execute();
      if (!result.affected) return null;
      if (reward.submission_id !== null)
        await tx.manager.update(Submission, { id: reward.submission_id }, { reward_credited: true });
      await tx.manager.increment(User, { id: reward.user_id }, 'total_rewards_cents', reward.amount_cents);
      return this.notifier.rewardCredited(tx, rewardRef(reward), balanceCents);
    });
    if (notified === null) return false;
    this.notificationsCommitted(notified);
    return true;
  }

  /** Only from `pending`: a reward whose send may have been written is never given up on. Tells every admin. */
  async markFailed(id: number, reason: string): Promise<boolean> {
    const notified = await this.uow.run(async (tx) => {
      const result = await tx.manager.update(
        Reward,
        { id, status: 'pending' },
        { status: 'failed', last_error: reason.slice(0, 1000) },
      );
      if (!result.affected) return null;
      const reward = await tx.manager.findOneOrFail(Reward, { where: { id } });
      return this.notifier.rewardFailed(tx, rewardRef(reward), reason);
    });
    if (notified === null) return false;
    this.notificationsCommitted(notified);
    return true;
  }

  private notificationsCommitted(ids: number[]): void {
    if (ids.length) this.events.emit(NOTIFICATIONS_CREATED, { ids } satisfies NotificationsCreatedEvent);
  }

  /**
   * Back to `pending` for an admin retry; false unless it was `failed`. A reward approved before its
   * author had a WHMCS client takes the client they have now.
   */
  async resetFailed(id: number): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const reward = await manager.findOne(Reward, { where: { id, status: 'failed' } });
      if (!reward) return false;
      const clientId =
        reward.whmcs_client_id ??
        (await manager.findOne(User, { where: { id: reward.user_id }, select: { id: true, whmcs_client_id: true } }))
          ?.whmcs_client_id ??
        null;
      const result = await manager.update(
        Reward,
        { id, status: 'failed' },
        { status: 'pending', attempts: 0, last_error: null, whmcs_client_id: clientId },
      );
      return Boolean(result.affected);
    });
  }
}
