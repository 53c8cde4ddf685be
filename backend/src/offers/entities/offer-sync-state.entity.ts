import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The catalogue sync's last outcome (one row, id 1): what the admin sees when WHMCS is down. */
@Entity('offer_sync_state')
export class OfferSyncState {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'datetime', nullable: true })
  last_success_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  last_attempt_at!: Date | null;

  /** Why the last attempt failed; null once a sync succeeds. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  last_error!: string | null;
}
