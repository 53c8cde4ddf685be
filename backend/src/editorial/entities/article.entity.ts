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
import { Category } from '../../categories/entities/category.entity';
import { User } from '../../users/entities/user.entity';
import { ArticleContent } from './article-content';

/** `approved`: scheduled, published by a job when `published_at` comes (DESIGN.md). */
export const ARTICLE_STATUSES = ['draft', 'pending', 'approved', 'published', 'rejected'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Its content columns (title, HTML, summary, category, image, meta) come from `ArticleContent`. */
@Entity('articles')
@Index('idx_articles_status_published', ['status', 'published_at', 'id'])
@Index('idx_articles_category_status_published', ['category_id', 'status', 'published_at', 'id'])
@Index('idx_articles_author_published', ['author_id', 'status', 'published_at', 'id'])
@Index('idx_articles_created', ['created_at', 'id'])
@Index('idx_articles_status_created', ['status', 'created_at', 'id'])
// The writing analysis asks which published articles already have a title or a main keyword.
@Index('idx_articles_title', ['title'])
@Index('idx_articles_focus_keyword', ['focus_keyword'])
export class Article extends ArticleContent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_articles_slug', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  slug!: string;

  @ManyToOne(() => Category, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: Category | null;

  @Column({ type: 'int', nullable: true })
  author_id!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id' })
  author?: User | null;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status!: ArticleStatus;

  @Column({ type: 'int', default: 1 })
  reading_time!: number;

  @Column({ type: 'int', default: 0 })
  views!: number;

  @Column({ type: 'datetime', nullable: true })
  published_at!: Date | null;

  /** « Ne pas envoyer aux abonnés » : its publication sends no newsletter e-mail (staff's choice in the editor). */
  @Column({ type: 'boolean', default: false })
  newsletter_skip!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
