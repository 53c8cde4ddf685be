import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** en attente, confirmé, désabonné, en échec (a permanent refusal of the address by its mail server). */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed', 'failed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** « À chaque nouvel article » or « Un résumé par semaine ». */
export const SUBSCRIBER_FREQUENCIES = ['each', 'weekly'] as const;
export type SubscriberFrequency = (typeof SUBSCRIBER_FREQUENCIES)[number];

/**
 * A reader subscribed to the newsletter. Nothing but the confirmation e-mail is sent until the reader
 * confirms (double opt-in); the proof of consent (when, from which page, which consent text, a hash of
 * the IP) is kept with the row.
 */
@Entity('newsletter_subscribers')
@Index('uq_newsletter_subscribers_email', ['email'], { unique: true })
@Index('idx_newsletter_subscribers_state', ['state', 'frequency'])
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Lower-cased and trimmed. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state!: SubscriberState;

  @Column({ type: 'varchar', length: 16, default: 'each' })
  frequency!: SubscriberFrequency;

  /** Category ids, comma-separated; empty for every category (the default). */
  @Column({ type: 'varchar', length: 1000, default: '' })
  categories!: string;

  /** When the reader asked (the form's post); the consent itself is `confirmed_at`. */
  @Column({ type: 'datetime' })
  requested_at!: Date;

  @Column({ type: 'datetime', nullable: true })
  confirmed_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  unsubscribed_at!: Date | null;

  /** The page the form was on (an app path such as `/article/…`). */
  @Column({ type: 'varchar', length: 300 })
  consent_source!: string;

  /** The version of the consent sentence the reader saw (`NEWSLETTER_CONSENT_VERSION`). */
  @Column({ type: 'varchar', length: 20 })
  consent_version!: string;

  /** HMAC-SHA256 of the requesting IP: proof without keeping the address. */
  @Column({ type: 'varchar', length: 64 })
  ip_hash!: string;

  /** The UTC day (YYYY-MM-DD) `confirmations_sent` counts for: at most 3 confirmation e-mails a day. */
  @Column({ type: 'varchar', length: 10, default: '' })
  confirmations_day!: string;

  @Column({ type: 'int', default: 0 })
  confirmations_sent!: number;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
