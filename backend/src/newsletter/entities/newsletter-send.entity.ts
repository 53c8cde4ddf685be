import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** « à chaque article » (one article) or the Monday digest (the week's articles). */
export const NEWSLETTER_SEND_KINDS = ['article', 'digest'] as const;
export type NewsletterSendKind = (typeof NEWSLETTER_SEND_KINDS)[number];

/** `planning`: recipients are being listed; `sending`: all listed, their e-mails leave batch by batch. */
export const NEWSLETTER_SEND_STATES = ['planning', 'sending'] as const;
export type NewsletterSendState = (typeof NEWSLETTER_SEND_STATES)[number];

/**
 * One newsletter e-mail sent to its subscribers: an article's (at most one per article, ever: editing,
 * unpublishing and republishing it never sends it again) or a week's digest. Its recipients are its
 * `newsletter_deliveries`, one per subscriber.
 */
@Entity('newsletter_sends')
@Index('uq_newsletter_sends_key', ['send_key'], { unique: true })
export class NewsletterSend {
  @PrimaryGeneratedColumn()
  id!: number;

  /** `article-<id>` or `digest-<Monday>`: what makes a second send of the same thing impossible. */
  @Column({ type: 'varchar', length: 40 })
  send_key!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: NewsletterSendKind;

  /** The articles it carries, comma-separated ids (one for an article's send). */
  @Column({ type: 'varchar', length: 2000 })
  article_ids!: string;

  /** The e-mail's subject, kept for the admins' list. */
  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'varchar', length: 10, default: 'planning' })
  state!: NewsletterSendState;

  /** The last subscriber id listed so far: planning resumes after it when its job is run again. */
  @Column({ type: 'int', default: 0 })
  planned_through!: number;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
