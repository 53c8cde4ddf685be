import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Submission } from './submission.entity';

export const SUBMISSION_ACTIONS = ['submitted', 'resubmitted', 'approved', 'scheduled', 'unscheduled', 'rejected'] as const;
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

/** Review history: every submission, resubmission, approval and rejection, with its reason. */
@Entity('submission_events')
@Index('idx_submission_events_submission', ['submission_id', 'created_at'])
export class SubmissionEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  submission_id!: number;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Submission;

  @Column({ type: 'varchar', length: 20 })
  action!: SubmissionAction;

  @Column({ type: 'int', nullable: true })
  actor_id!: number | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
