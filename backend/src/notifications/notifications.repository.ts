import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan } from 'typeorm';
import type { Transaction } from '../database/unit-of-work';
import { User } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { MailState, Notification, NOTIFICATION_KINDS, NotificationKind } from './entities/notification.entity';

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link: string;
  submission_id?: number | null;
  article_id?: number | null;
}

export interface NotificationPage {
  rows: Notification[];
  total: number;
  unread: number;
}

/** Notification rows: written inside the transaction of their event, read and marked by their owner only. */
@Injectable()
export class NotificationsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
  ) {}

  /** One row per recipient; returns their ids, for the e-mails to send once the transaction commits. */
  async addWithin(tx: Transaction, userIds: number[], notification: NewNotification): Promise<number[]> {
    const unique = [...new Set(userIds)];
    if (!unique.length) return [];
    const rows = unique.map((user_id) =>
      tx.manager.create(Notification, {
        ...notification,
        title: notification.title.slice(0, 300),
        body: notification.body ?? null,
        submission_id: notification.submission_id ?? null,
        article_id: notification.article_id ?? null,
        user_id,
        mail_state: 'pending',
      }),
    );
    const saved = await tx.manager.save(Notification, rows);
    return saved.map((n) => n.id);
  }

  /** Active staff members (admins and rédacteurs), or admins only. */
  async staffIds(tx: Transaction, adminsOnly = false): Promise<number[]> {
    const roles = adminsOnly ? ['admin'] : ['admin', 'redacteur'];
    const rows = await tx.manager.find(User, { where: { role: In(roles), is_active: true }, select: { id: true } });
    return rows.map((u) => u.id);
  }

  async page(userId: number, limit: number, offset: number): Promise<NotificationPage> {
    const repo = this.db.getRepository(Notification);
    const [rows, total] = await repo.findAndCount({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { rows, total, unread: await this.unreadCount(userId) };
  }

  unreadCount(userId: number): Promise<number> {
    return this.db.getRepository(Notification).count({ where: { user_id: userId, read_at: IsNull() } });
  }

  /** False when the notification is not this user's (or does not exist). */
  async markRead(userId: number, id: number): Promise<boolean> {
    const found = await this.db.getRepository(Notification).exists({ where: { id, user_id: userId } });
    if (!found) return false;
    await this.db.getRepository(Notification).update({ id, user_id: userId, read_at: IsNull() }, { read_at: new Date() });
    return true;
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db.getRepository(Notification).update({ user_id: userId, read_at: IsNull() }, { read_at: new Date() });
  }

  // ── E-mail state ──────────────────────────────────────────────────────────────────────────────────

  findForMail(id: number): Promise<Notification | null> {
    return this.db.getRepository(Notification).findOne({ where: { id }, relations: { user: true } });
  }

  /**
   * Whether the same person was already e-mailed (or is being e-mailed) about this kind of event on this
   * submission since `since`: such e-mails are grouped, the later ones left to the in-app notification.
   */
  async mailedAboutSince(n: Pick<Notification, 'id' | 'user_id' | 'kind' | 'submission_id'>, since: Date): Promise<boolean> {
    if (n.submission_id === null) return false;
    const found = await this.db
      .getRepository(Notification)
      .createQueryBuilder('n')
      .select('n.id')
      .where('n.user_id = :user AND n.kind = :kind AND n.submission_id = :submission AND n.id <> :id', {
        user: n.user_id,
        kind: n.kind,
        submission: n.submission_id,
        id: n.id,
      })
      .andWhere('n.mail_state IN (:...states) AND n.created_at >= :since', { states: ['sent', 'sending', 'uncertain'], since })
      .getOne();
    return Boolean(found);
  }

  /**
   * The notification of `kind` on the same submission for the same person whose e-mail is sent with this
   * one's: a `pending` one is taken now (`skipped`, with a mark naming this notification, in one UPDATE, so
   * that its own job finds it settled), or one this notification took on an earlier try of its send.
   */
  async takeMailPartner(n: Pick<Notification, 'id' | 'user_id' | 'submission_id'>, kind: NotificationKind, mark: string) {
    if (n.submission_id === null) return null;
    const same = { user_id: n.user_id, submission_id: n.submission_id, kind };
    await this.db
      .getRepository(Notification)
      .update({ ...same, mail_state: 'pending' }, { mail_state: 'skipped', mail_error: mark, mailed_at: null });
    return this.db
      .getRepository(Notification)
      .findOne({ where: { ...same, mail_state: 'skipped', mail_error: mark }, order: { id: 'ASC' } });
  }

  /** Recorded before the SMTP exchange: from here on no other process sends it. False if already claimed. */
  async claimMail(id: number): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(Notification)
      .set({ mail_state: 'sending', mail_attempts: () => 'mail_attempts + 1' })
      .where('id = :id AND mail_state = :state', { id, state: 'pending' })
      .execute();
    return Boolean(result.affected);
  }

  async settleMail(id: number, state: Exclude<MailState, 'pending' | 'sending'>, error: string | null = null): Promise<void> {
    await this.db
      .getRepository(Notification)
      .update(
        { id },
        { mail_state: state, mail_error: error?.slice(0, 1000) ?? null, mailed_at: state === 'sent' ? new Date() : null },
      );
  }

  /** Back to `pending` when the server certainly did not take the message, to be tried again. */
  async releaseMail(id: number, error: string): Promise<void> {
    await this.db
      .getRepository(Notification)
      .update({ id, mail_state: 'sending' }, { mail_state: 'pending', mail_error: error.slice(0, 1000) });
  }

  /** E-mails still `pending` since before `before`: their job was lost (Redis down, restart). */
  async stalePendingMail(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db.getRepository(Notification).find({
      where: { mail_state: 'pending', created_at: LessThan(before) },
      select: { id: true },
      order: { id: 'ASC' },
      take: limit,
    });
    return rows.map((n) => n.id);
  }

  // ── E-mail preferences ────────────────────────────────────────────────────────────────────────────

  async emailOptOut(userId: number): Promise<NotificationKind[]> {
    const user = await this.db.getRepository(User).findOne({ where: { id: userId }, select: { id: true, email_opt_out: true } });
    return parseOptOut(user?.email_opt_out ?? '');
  }

  async setEmailOptOut(userId: number, kinds: NotificationKind[]): Promise<void> {
    await this.users.setEmailOptOut(userId, [...new Set(kinds)].sort().join(','));
  }
}

export const parseOptOut = (value: string): NotificationKind[] =>
  value
    .split(',')
    .map((k) => k.trim())
    .filter((k): k is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(k));
