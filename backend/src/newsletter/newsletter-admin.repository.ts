import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work';
import type { PageRequest } from '../common/http/pagination';
import { NewsletterSubscriber, SUBSCRIBER_STATES, type SubscriberState } from './entities/newsletter-subscriber.entity';
import { NewsletterSuppression } from './entities/newsletter-suppression.entity';
import { emailHash } from './newsletter-links';

export interface SubscribersDay {
  day: string;
  requested: number;
  confirmed: number;
  unsubscribed: number;
}

/** What admins read and erase of the subscribers (/admin/newsletter). */
@Injectable()
export class NewsletterAdminRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  private get sqlite(): boolean {
    return this.db.options.type === 'better-sqlite3';
  }

  /** A datetime column's UTC day as `YYYY-MM-DD` text on both databases. */
  private dayOf(column: string): string {
    return this.sqlite ? `strftime('%Y-%m-%d', ${column})` : `DATE_FORMAT(${column}, '%Y-%m-%d')`;
  }

  /** A date parameter as each driver compares it with a stored datetime (UTC). */
  private at(date: Date): Date | string {
    return this.sqlite ? date.toISOString().replace('T', ' ').replace('Z', '') : date;
  }

  async countsByState(): Promise<Record<SubscriberState, number>> {
    const rows = await this.db.query<{ state: string; n: string | number }[]>(
      'SELECT state, COUNT(*) AS n FROM newsletter_subscribers GROUP BY state',
    );
    const counts = Object.fromEntries(SUBSCRIBER_STATES.map((state) => [state, 0])) as Record<SubscriberState, number>;
    for (const row of rows) if (row.state in counts) counts[row.state as SubscriberState] = Number(row.n);
    return counts;
  }

  /** Requests, confirmations and unsubscriptions per UTC day since `since`, days without any left out. */
  async perDay(since: Date): Promise<SubscribersDay[]> {
    const days = new Map<string, SubscribersDay>();
    for (const [key, column] of [
      ['requested', 'requested_at'],
      ['confirmed', 'confirmed_at'],
      ['unsubscribed', 'unsubscribed_at'],
    ] as const) {
      const rows = await this.db.query<{ day: string; n: string | number }[]>(
        `SELECT ${this.dayOf(column)} AS day, COUNT(*) AS n FROM newsletter_subscribers WHERE ${column} >= ? GROUP BY ${this.dayOf(column)}`,
        [this.at(since)],
      );
      for (const row of rows) {
        const day = String(row.day);
        const entry = days.get(day) ?? { day, requested: 0, confirmed: 0, unsubscribed: 0 };
        entry[key] = Number(row.n);
        days.set(day, entry);
      }
    }
    return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  }

  /** Newest first; `search` is a part of the address, `state` one state. */
  async page(
    filter: { search?: string; state?: SubscriberState },
    page: PageRequest,
  ): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
    const query = this.db.getRepository(NewsletterSubscriber).createQueryBuilder('s');
    if (filter.state) query.andWhere('s.state = :state', { state: filter.state });
    const search = filter.search?.trim().toLowerCase();
    if (search) {
      // `!` escapes the wildcards: a backslash is read differently by MariaDB's and SQLite's string literals.
      const pattern = `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      query.andWhere("s.email LIKE :pattern ESCAPE '!'", { pattern });
    }
    const [rows, total] = await query.orderBy('s.id', 'DESC').skip(page.offset).take(page.limit).getManyAndCount();
    return { rows, total };
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

  /** Every subscriber by id, a batch at a time (the CSV export). */
  exportBatch(afterId: number, limit: number): Promise<NewsletterSubscriber[]> {
    return this.db
      .getRepository(NewsletterSubscriber)
      .find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
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
