import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ArticleContent } from '../../editorial/entities/article-content';
import { Article, type ArticleStatus } from '../../editorial/entities/article.entity';
import { User } from '../../users/entities/user.entity';

/** What made a revision: every explicit write of an article's content or status (never an autosave). */
export const REVISION_KINDS = [
  'initial',
  'created',
  'saved',
  'submitted',
  'resubmitted',
  'approved',
  'rejected',
  'published',
  'unpublished',
  'scheduled',
  'unscheduled',
  'restored',
] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/**
 * One version of an article as an explicit action left it. The article row stays the truth readers see;
 * revisions are only ever added (restoring adds one), and go with their article. Its `content` is empty
 * when `content_from_id` names the revision that holds it.
 */
@Entity('article_revisions')
@Index('idx_article_revisions_article', ['article_id', 'created_at'])
@Index('idx_article_revisions_content', ['article_id', 'content_hash'])
export class ArticleRevision extends ArticleContent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  article_id!: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  @Column({ type: 'int', nullable: true })
  author_id!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id' })
  author?: User | null;

  @Column({ type: 'varchar', length: 20 })
  kind!: RevisionKind;

  /** The article's status once the action was done. */
  @Column({ type: 'varchar', length: 20 })
  status!: ArticleStatus;

  /** For a restore: the revision it brought back. */
  @Column({ type: 'int', nullable: true })
  source_revision_id!: number | null;

  /** SHA-256 of the content (base64url): an identical content is stored once per article. Null on older rows. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  content_hash!: string | null;

  /** The revision of the same article whose row holds this content, when it is identical to it. */
  @Column({ type: 'int', nullable: true })
  content_from_id!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
