import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views counted since the article's own `views` (which keeps what was there before): a narrow row per
 * article, so that counting a crawler's thousands of pages rewrites a small hot table instead of the
 * wide article rows, content and all. No foreign key on purpose: checking one would read the article
 * row again. Deleted with its article; a view counted as the article was being deleted may outlive
 * it, read by nothing.
 */
@Entity('article_views')
export class ArticleViewCount {
  @PrimaryColumn({ type: 'int' })
  article_id!: number;

  @Column({ type: 'int', default: 0 })
  views!: number;
}
