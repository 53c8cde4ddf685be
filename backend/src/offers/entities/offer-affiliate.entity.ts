import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An author in WHMCS's affiliate programme: their own client's affiliate id (what the order links of
 * their articles carry) and the figures WHMCS last gave (refreshed by the `refresh-affiliates` job).
 */
@Entity('offer_affiliates')
export class OfferAffiliate {
  @PrimaryColumn({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int' })
  client_id!: number;

  @Column({ type: 'int' })
  affiliate_id!: number;

  @Column({ type: 'int', default: 0 })
  visitors!: number;

  @Column({ type: 'int', default: 0 })
  balance_cents!: number;

  @Column({ type: 'int', default: 0 })
  withdrawn_cents!: number;

  @Column({ type: 'datetime', nullable: true })
  refreshed_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
