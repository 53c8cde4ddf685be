import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { RewardCurrency } from '../../settings/reward-currencies';

/**
 * `pending`: nothing sent, or a send known not to have reached WHMCS. `uncertain`: an AddCredit was sent
 * (recorded before the call) and its outcome is not known; it is never sent again until reconciliation
 * can be trusted (see reward-creditor.ts). `credited` and `failed` are final until an admin retry.
 */
export const REWARD_STATUSES = ['pending', 'uncertain', 'credited', 'failed'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export { REWARD_CURRENCIES, type RewardCurrency } from '../../settings/reward-currencies';

@Entity('rewards')
@Index('idx_rewards_status_updated', ['status', 'updated_at'])
@Index('idx_rewards_user_status', ['user_id', 'status'])
@Index('idx_rewards_created', ['created_at'])
/** The WHMCS check reads one client's credited rewards in id order (InnoDB ends the index with the key). */
@Index('idx_rewards_client_status', ['whmcs_client_id', 'status', 'id'])
export class Reward {
  @PrimaryGeneratedColumn()
  id!: number;

  /** One reward per article, ever: the unique index is what makes a second payment impossible. */
  @Index('uq_rewards_article', { unique: true })
  @Column({ type: 'int' })
  article_id!: number;

  /** Kept as text so a deleted article still leaves a readable payment history. */
  @Column({ type: 'varchar', length: 255 })
  article_title!: string;

  @Column({ type: 'int', nullable: true })
  submission_id!: number | null;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The author's WHMCS client when the article was approved: the only account this reward may credit. */
  @Column({ type: 'int', nullable: true })
  whmcs_client_id!: number | null;

  @Column({ type: 'int' })
  amount_cents!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: RewardCurrency;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: RewardStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  last_error!: string | null;

  /** AddCredit calls ever sent for this reward; also the version a reconciliation is conditional on. */
  @Column({ type: 'int', default: 0 })
  sends!: number;

  /** When the last AddCredit was sent (written before the call): the start of its quarantine. */
  @Column({ type: 'datetime', nullable: true })
  sent_at!: Date | null;

  /**
   * Sent before the installation id joined the marker: its credit may carry the older `(blog-reward:<id>)`
   * as the last token of its description, which reconciliation then also accepts.
   */
  @Column({ type: 'boolean', default: false })
  legacy_marker!: boolean;

  @Column({ type: 'varchar', length: 50, nullable: true })
  whmcs_credit_id!: string | null;

  @Column({ type: 'datetime', nullable: true })
  credited_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
