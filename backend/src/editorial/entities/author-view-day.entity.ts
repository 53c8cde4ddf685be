import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views of all the articles of one author on one day (Paris calendar): the sum of their rows in
 * `article_views_daily`, kept by the same batched flush so that one contributor's year is one range
 * of this primary key instead of a read per article. Deleting an article takes its days back out.
 */
@Entity('author_views_daily')
export class AuthorViewDay {
  @PrimaryColumn({ type: 'int' })
  author_id!: number;

  /** `YYYY-MM-DD`, the day in Paris when the views were counted. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'int', default: 0 })
  views!: number;
}
