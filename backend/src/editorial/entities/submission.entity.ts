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
import { Article } from './article.entity';
import { User } from '../../users/entities/user.entity';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'published', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

@Entity('submissions')
@Index('idx_submissions_status_submitted', ['status', 'submitted_at'])
@Index('idx_submissions_submitted', ['submitted_at', 'id'])
@Index('idx_submissions_contributor_status', ['contributor_id', 'status'])
export class Submission {
  @PrimaryGeneratedColumn()
  id!: number;

  /** One submission per article; null only for submissions whose article was deleted. */
  @Index('uq_submissions_article', { unique: true })
  @Column({ type: 'int', nullable: true })
  article_id!: number | null;

  @ManyToOne(() => Article, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'article_id' })
  article?: Article | null;

  @Column({ type: 'int' })
  contributor_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contributor_id' })
  contributor?: User;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: SubmissionStatus;

  @Column({ type: 'datetime' })
  submitted_at!: Date;

  @Column({ type: 'datetime', nullable: true })
  reviewed_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  reviewed_by!: number | null;

  @Column({ type: 'text', nullable: true })
  admin_notes!: string | null;

  @Column({ type: 'text', nullable: true })
  rejection_reason!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
