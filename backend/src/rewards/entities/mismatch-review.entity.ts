import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Reward } from './reward.entity';

/**
 * A WHMCS mismatch an admin has looked at: who, when, and what they wrote. One per reward and kind of
 * mismatch, so that the same mismatch found again by later checks stays seen, while a different one on
 * the same reward (a missing credit after a duplicate, say) is flagged anew. Nothing is corrected.
 */
@Entity('reward_mismatch_reviews')
@Index('uq_reward_mismatch_reviews_reward_kind', ['reward_id', 'kind'], { unique: true })
export class MismatchReview {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  reward_id!: number;

  @ManyToOne(() => Reward, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reward_id' })
  reward?: Reward;

  /** `missing`, `duplicate` or `amount` (MISMATCH_KINDS). */
  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  /** The check in which it was marked as seen. */
  @Column({ type: 'int' })
  run_id!: number;

  @Column({ type: 'text' })
  comment!: string;

  /** Null once that account is deleted: the note stays. */
  @Column({ type: 'int', nullable: true })
  reviewed_by!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewed_by' })
  reviewer?: User | null;

  @Column({ type: 'datetime' })
  reviewed_at!: Date;
}
