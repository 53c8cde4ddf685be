import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DraftContent } from '../../editorial/entities/article-content';
import { Article } from '../../editorial/entities/article.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A user's working copy of one article, or of one of the new articles they are writing (each has a key
 * of its own): at most one per user and target, overwritten by each autosave or « Enregistrer le
 * brouillon », dropped when the article is saved. This is what the user finds as their drafts. Private
 * to its user; never read by public pages, never a submission. Its fields are kept as typed
 * (sanitized), even incomplete.
 */
@Entity('article_working_copies')
@Index('uq_working_copies_user_target', ['user_id', 'target'], { unique: true })
export class WorkingCopy extends DraftContent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** `new-<draft key>`, or `article-<id>`. */
  @Column({ type: 'varchar', length: 32 })
  target!: string;

  @Column({ type: 'int', nullable: true })
  article_id!: number | null;

  @ManyToOne(() => Article, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'article_id' })
  article?: Article | null;

  @Column({ type: 'varchar', length: 255, default: '' })
  slug!: string;

  /** Written last by « Enregistrer le brouillon » rather than by autosave. */
  @Column({ type: 'boolean', default: false })
  explicit_save!: boolean;

  /** The article's `updated_at` when this copy was started from it: a later save by someone else shows. */
  @Column({ type: 'datetime', nullable: true })
  base_updated_at!: Date | null;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
