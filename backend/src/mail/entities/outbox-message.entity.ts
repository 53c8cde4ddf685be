import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/**
 * An e-mail kept instead of sent: the embedded default has no SMTP server, so a newcomer reads what the
 * product sends on /admin/outbox (demo mode only).
 */
@Entity('outbox_messages')
@Index('idx_outbox_created', ['created_at'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  to_address!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'text' })
  text_body!: string;

  @Column({ type: LONG_TEXT })
  html_body!: string;

  /** The headers that matter to a reader (List-Unsubscribe, Message-ID), as JSON. */
  @Column({ type: 'text' })
  headers!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
