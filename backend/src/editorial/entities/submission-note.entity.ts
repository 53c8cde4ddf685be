import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Submission } from './submission.entity';

/** An editorial note on a submission, between staff and its contributor; plain text, never public. */
@Entity('submission_notes')
@Index('idx_submission_notes_submission', ['submission_id', 'created_at'])
export class SubmissionNote {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  submission_id!: number;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Submission;

  @Column({ type: 'int', nullable: true })
  author_id!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id' })
  author?: User | null;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'datetime', nullable: true })
  resolved_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  resolved_by!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
