import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An erased subscriber: only the SHA-256 of the address stays, so that an import can never add the
 * address back, while nothing readable about the person is kept.
 */
@Entity('newsletter_suppressions')
export class NewsletterSuppression {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  email_hash!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
