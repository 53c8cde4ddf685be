import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * `queued` → `sending` (taken by a worker, before the SMTP exchange) → `sent`; `failed` when the server
 * refused the address for good; `skipped` when the subscriber left before their turn. A row left
 * `sending` by a killed worker is never sent again: it is counted and shown.
 */
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One subscriber's e-mail of one send: at most one row, hence at most one e-mail, per (send, subscriber). */
@Entity('newsletter_deliveries')
@Index('uq_newsletter_deliveries_send_subscriber', ['send_id', 'subscriber_id'], { unique: true })
@Index('idx_newsletter_deliveries_send_state', ['send_id', 'state'])
@Index('idx_newsletter_deliveries_subscriber', ['subscriber_id'])
export class NewsletterDelivery {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  send_id!: number;

  @Column({ type: 'int' })
  subscriber_id!: number;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  state!: DeliveryState;

  /** The run of a batch job that took the row (`sending`): it sends to the rows it took, and no others. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claim!: string | null;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
