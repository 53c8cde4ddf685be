import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import { NewsletterSubscriber, SUBSCRIBER_STATES, type SubscriberState } from './entities/newsletter-subscriber.entity';

export interface SubscribersDay {
  day: string;
  requested: number;
  confirmed: number;
  unsubscribed: number;
}

/** What admins read of the subscribers (/admin/newsletter); erasure and import are `NewsletterRepository`'s. */
@Injectable()
export class NewsletterAdminRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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

  /** Every subscriber by id, a batch at a time (the CSV export). */
  exportBatch(afterId: number, limit: number): Promise<NewsletterSubscriber[]> {
    return this.db
      .getRepository(NewsletterSubscriber)
      .find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
  }
}
