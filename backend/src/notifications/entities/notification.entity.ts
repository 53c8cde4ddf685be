import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

export const NOTIFICATION_KINDS = [
  'submission_received',
  'submission_published',
  'submission_scheduled',
  'submission_rejected',
  'reward_credited',
  'reward_failed',
  'reward_mismatch',
  'note_added',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The e-mail of a notification: `pending` until the mail job claims it (`sending`, recorded before the
 * SMTP exchange), then `sent`; `skipped` when the recipient switched that kind of e-mail off; `uncertain`
 * when the server may have accepted it without saying so (never sent again); `failed` after the retries.
 */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'skipped', 'uncertain', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One notification for one person, written in the transaction of the event that causes it. */
@Entity('notifications')
@Index('idx_notifications_user_created', ['user_id', 'created_at'])
@Index('idx_notifications_user_read', ['user_id', 'read_at'])
@Index('idx_notifications_mail', ['mail_state', 'created_at'])
export class Notification {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 40 })
  kind!: NotificationKind;

  /** The French sentence shown in the bell's panel and used as the e-mail's subject. */
  @Column({ type: 'varchar', length: 300 })
  title!: string;

  /** Details: the rejection reason, the note, the amount… */
  @Column({ type: 'text', nullable: true })
  body!: string | null;

  /** The back-office screen that acts on it, as a path under /blog (`/admin/submissions?submission=12`). */
  @Column({ type: 'varchar', length: 300 })
  link!: string;

  @Column({ type: 'int', nullable: true })
  submission_id!: number | null;

  @Column({ type: 'int', nullable: true })
  article_id!: number | null;

  @Column({ type: 'datetime', nullable: true })
  read_at!: Date | null;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  mail_state!: MailState;

  @Column({ type: 'int', default: 0 })
  mail_attempts!: number;

  @Column({ type: 'text', nullable: true })
  mail_error!: string | null;

  @Column({ type: 'datetime', nullable: true })
  mailed_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
