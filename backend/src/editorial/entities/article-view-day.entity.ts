import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Views of one article on one day (Paris calendar), written by the same batched flush as
 * `article_views`. The primary key serves one contributor's year (their articles, then a range of
 * days each); the day index serves the whole blog's charts. No foreign key, like `article_views`.
 */
@Entity('article_views_daily')
@Index('idx_article_views_daily_day', ['day', 'article_id', 'views'])
export class ArticleViewDay {
  @PrimaryColumn({ type: 'int' })
  article_id!: number;

  /** `YYYY-MM-DD`, the day in Paris when the views were counted. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'int', default: 0 })
  views!: number;
}
