import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { UnitOfWork } from '../database/unit-of-work';
import { NewsletterSubscriber, type SubscriberFrequency } from './entities/newsletter-subscriber.entity';
import { NewsletterSuppression } from './entities/newsletter-suppression.entity';
import { emailHash } from './newsletter-links';

/** At most this many confirmation e-mails per address and UTC day. */
export const CONFIRMATIONS_PER_DAY = 3;

/** What a subscription request records (the proof of consent comes with it). */
export interface SubscriptionRequest {
  email: string;
  frequency: SubscriberFrequency;
  categories: string;
  consent_source: string;
  consent_version: string;
  ip_hash: string;
}

/** The only writer of the subscribers' rows and of the suppression list. */
@Injectable()
export class NewsletterRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  private get subscribers() {
    return this.db.getRepository(NewsletterSubscriber);
  }

  findById(id: number): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ id });
  }

  /**
   * Records a request: a new address is added `pending`; an address not confirmed (pending, unsubscribed,
   * failed) takes the new choices and proof and waits for its confirmation again; a confirmed one is left
   * as it is. Returns the row, or null when it is confirmed (nothing to send).
   */
  async request(request: SubscriptionRequest, now = new Date()): Promise<NewsletterSubscriber | null> {
    const existing = await this.subscribers.findOneBy({ email: request.email });
    if (!existing) {
      try {
        return await this.subscribers.save(this.subscribers.create({ ...request, state: 'pending', requested_at: now }));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return this.request(request, now); // the same address posted twice at once: the other insert won
      }
    }
    if (existing.state === 'confirmed') return null;
    await this.subscribers.update(
      { id: existing.id, state: existing.state },
      { ...request, state: 'pending', requested_at: now, unsubscribed_at: null },
    );
    return existing;
  }

  /**
   * Takes one of the day's confirmation e-mails of this subscriber, in one statement so that parallel
   * requests cannot exceed the limit. False when the day's e-mails are spent.
   */
  async takeConfirmationSlot(id: number, day: string): Promise<number | null> {
    const result = await this.subscribers
      .createQueryBuilder()
      .update()
      .set({
        confirmations_sent: () => 'CASE WHEN confirmations_day = :day THEN confirmations_sent + 1 ELSE 1 END',
        confirmations_day: day,
      })
      .where('id = :id AND (confirmations_day <> :day OR confirmations_sent < :max)', { id, day, max: CONFIRMATIONS_PER_DAY })
      .execute();
    if (!result.affected) return null;
    const row = await this.subscribers.findOne({ where: { id }, select: { id: true, confirmations_sent: true } });
    return row?.confirmations_sent ?? null;
  }

  /** Pending → confirmed, with the date of consent. True when the row is (now or already) confirmed. */
  async confirm(id: number, now = new Date()): Promise<boolean> {
    await this.subscribers.update({ id, state: 'pending' }, { state: 'confirmed', confirmed_at: now });
    const row = await this.subscribers.findOne({ where: { id }, select: { id: true, state: true } });
    return row?.state === 'confirmed';
  }

  /** A permanent refusal of the address by its mail server: « en échec », never sent to again. */
  async markFailed(id: number): Promise<void> {
    await this.subscribers.update({ id, state: 'confirmed' }, { state: 'failed' });
  }

  /**
   * Unsubscribes at once (one click, one POST): every batch checks the state before it sends. True
   * when the subscriber exists (whatever its state before).
   */
  async unsubscribe(id: number, now = new Date()): Promise<boolean> {
    await this.subscribers.update({ id, state: 'confirmed' }, { state: 'unsubscribed', unsubscribed_at: now });
    await this.subscribers.update({ id, state: 'pending' }, { state: 'unsubscribed', unsubscribed_at: now });
    return (await this.subscribers.countBy({ id })) > 0;
  }

  /** « Gérer mon abonnement »: frequency and categories (ids, comma-separated; empty: all). */
  async choose(id: number, frequency: SubscriberFrequency, categories: string): Promise<boolean> {
    const result = await this.subscribers.update({ id }, { frequency, categories });
    return Boolean(result.affected);
  }

  /**
   * Erasure: the row goes, the hash of its address stays in the suppression list (so that no import adds
   * it back), in one transaction. False when there was no such subscriber.
   */
  async erase(id: number): Promise<boolean> {
    return this.unitOfWork.run(async ({ manager }) => {
      const subscriber = await manager.findOneBy(NewsletterSubscriber, { id });
      if (!subscriber) return false;
      await manager
        .createQueryBuilder()
        .insert()
        .into(NewsletterSuppression)
        .values({ email_hash: emailHash(subscriber.email) })
        .orIgnore()
        .execute();
      await manager.delete(NewsletterSubscriber, { id });
      return true;
    });
  }

  /**
   * Adds imported addresses as `pending` (no proof of consent: they must confirm), except those already
   * there (any state: left as they are) and those in the suppression list (erased: never added back).
   * Returns the ids added and how many were left out, and why.
   */
  async importAddresses(
    emails: string[],
    proof: { consent_source: string; consent_version: string },
    now = new Date(),
  ): Promise<{ added: number[]; existing: number; suppressed: number }> {
    const rows = this.db.getRepository(NewsletterSubscriber);
    const added: number[] = [];
    let existing = 0;
    let suppressed = 0;
    for (let from = 0; from < emails.length; from += 500) {
      const chunk = emails.slice(from, from + 500);
      const present = new Set(
        (await rows.find({ where: { email: In(chunk) }, select: { id: true, email: true } })).map((r) => r.email),
      );
      const hashes = new Map(chunk.map((email) => [emailHash(email), email]));
      const erased = new Set(
        (await this.db.getRepository(NewsletterSuppression).find({ where: { email_hash: In([...hashes.keys()]) } })).map((r) =>
          hashes.get(r.email_hash)!,
        ),
      );
      const fresh = chunk.filter((email) => !present.has(email) && !erased.has(email));
      existing += chunk.filter((email) => present.has(email)).length;
      suppressed += chunk.filter((email) => !present.has(email) && erased.has(email)).length;
      if (!fresh.length) continue;
      await rows
        .createQueryBuilder()
        .insert()
        .values(
          fresh.map((email) => ({
            email,
            state: 'pending' as const,
            frequency: 'each' as const,
            categories: '',
            requested_at: now,
            ip_hash: '',
            ...proof,
          })),
        )
        .orIgnore()
        .execute();
      added.push(...(await rows.find({ where: { email: In(fresh), state: 'pending' }, select: { id: true } })).map((r) => r.id));
    }
    return { added, existing, suppressed };
  }
}
