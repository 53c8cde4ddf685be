import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Article } from './article.entity';

/**
 * An address a published article had before its slug changed (title edited, slug edited by hand, a
 * version restored). It answers with a 301 to the article's current address, and no other article may
 * take it. The first one stays the article's RSS GUID. The rows go with their article.
 */
@Entity('article_slugs')
@Index('idx_article_slugs_article', ['article_id', 'id'])
export class ArticleSlug {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_article_slugs_slug', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  slug!: string;

  @Column({ type: 'int' })
  article_id!: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  @CreateDateColumn()
  created_at!: Date;
}
