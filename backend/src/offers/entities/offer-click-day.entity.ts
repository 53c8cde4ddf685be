import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Clicks on « Commander » per Paris day, article and plan: counts only, nothing about the reader.
 * `article_id` is 0 for a click from a page that is not an article (the home page's cards).
 */
@Entity('offer_clicks_daily')
@Index('idx_offer_clicks_daily_product', ['product_id', 'day'])
export class OfferClickDay {
  /** `YYYY-MM-DD`, the day in Paris of the clicks. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'int' })
  article_id!: number;

  @PrimaryColumn({ type: 'int' })
  product_id!: number;

  @Column({ type: 'int', default: 0 })
  clicks!: number;
}
