import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { PageRequest } from '../common/http/pagination';
import { Article } from '../editorial/entities/article.entity';
import { DELIVERY_STATES, type DeliveryState, NewsletterDelivery } from './entities/newsletter-delivery.entity';
import { NewsletterSend, type NewsletterSendKind } from './entities/newsletter-send.entity';
import { NewsletterSubscriber, type SubscriberFrequency } from './entities/newsletter-subscriber.entity';

/** What a newsletter e-mail shows of an article. */
export interface NewsletterArticle {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  categoryId: number | null;
  categoryName: string | null;
  publishedAt: Date | null;
  /** « Ne pas envoyer aux abonnés ». */
  skip: boolean;
  published: boolean;
}

/** A recipient taken for sending: who, and where to write. */
export interface ClaimedDelivery {
  id: number;
  subscriberId: number;
  /** Null when the subscriber left (unsubscribed, failed, erased) since the send was planned. */
  email: string | null;
}

export type DeliveryCounts = Record<DeliveryState, number>;

/** The sends and their deliveries: the only writer of `newsletter_sends` and `newsletter_deliveries`. */
@Injectable()
export class NewsletterSendsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get sends() {
    return this.db.getRepository(NewsletterSend);
  }

  private get deliveries() {
    return this.db.getRepository(NewsletterDelivery);
  }

  /** Articles as a newsletter shows them, in the order asked. */
  async articles(ids: number[]): Promise<NewsletterArticle[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .leftJoin('a.category', 'c')
      .select(['a.id', 'a.slug', 'a.title', 'a.short_description', 'a.meta_description', 'a.featured_image'])
      .addSelect(['a.category_id', 'a.status', 'a.published_at', 'a.newsletter_skip', 'c.id', 'c.name'])
      .where({ id: In(ids) })
      .getMany();
    const byId = new Map(rows.map((a) => [a.id, a]));
    return ids.flatMap((id) => {
      const a = byId.get(id);
      if (!a) return [];
      return [
        {
          id: a.id,
          slug: a.slug,
          title: a.title,
          summary: a.short_description || a.meta_description || null,
          image: a.featured_image || null,
          categoryId: a.category_id ?? null,
          categoryName: a.category?.name ?? null,
          publishedAt: a.published_at,
          skip: Boolean(a.newsletter_skip),
          published: a.status === 'published',
        },
      ];
    });
  }

  /** Published articles whose publication (first or not) falls in [from, to), oldest first. */
  async publishedBetween(from: Date, to: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .getRepository(Article)
      .createQueryBuilder('a')
      .select('a.id', 'id')
      // The boolean as stored by both databases (0 or 1): SQLite's driver binds no booleans.
      .where("a.status = 'published' AND a.published_at >= :from AND a.published_at < :to AND a.newsletter_skip = 0", {
        from,
        to,
      })
      .orderBy('a.published_at', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  /** Of these articles, those that already have their send. */
  async articlesAlreadySent(articleIds: number[]): Promise<Set<number>> {
    if (!articleIds.length) return new Set();
    const rows = await this.sends.find({
      where: { send_key: In(articleIds.map((id) => `article-${id}`)) },
      select: { id: true, send_key: true },
    });
    return new Set(rows.map((r) => Number(r.send_key.slice('article-'.length))));
  }

  /**
   * The send of `key`, created if there is none: the unique key makes a second send of the same article
   * (or week) impossible, whatever runs at once.
   */
  async open(send: { key: string; kind: NewsletterSendKind; articleIds: number[]; subject: string }): Promise<NewsletterSend> {
    await this.sends
      .createQueryBuilder()
      .insert()
      .values({
        send_key: send.key,
        kind: send.kind,
        article_ids: send.articleIds.join(','),
        subject: send.subject.slice(0, 300),
        state: 'planning',
        planned_through: 0,
      })
      .orIgnore()
      .execute();
    return this.sends.findOneByOrFail({ send_key: send.key });
  }

  findSend(id: number): Promise<NewsletterSend | null> {
    return this.sends.findOneBy({ id });
  }

  findSendByKey(key: string): Promise<NewsletterSend | null> {
    return this.sends.findOneBy({ send_key: key });
  }

  /** Confirmed subscribers of this frequency after `afterId`, by id, with their categories. */
  async confirmedAfter(
    frequency: SubscriberFrequency,
    afterId: number,
    limit: number,
  ): Promise<{ id: number; categories: string }[]> {
    const rows = await this.db
      .getRepository(NewsletterSubscriber)
      .createQueryBuilder('s')
      .select(['s.id', 's.categories'])
      .where("s.state = 'confirmed' AND s.frequency = :frequency AND s.id > :afterId", { frequency, afterId })
      .orderBy('s.id', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map((r) => ({ id: r.id, categories: r.categories }));
  }

  /** One row per recipient; a row already there (a planning run again) stays as it is. */
  async addDeliveries(sendId: number, subscriberIds: number[]): Promise<void> {
    if (!subscriberIds.length) return;
    await this.deliveries
      .createQueryBuilder()
      .insert()
      .values(subscriberIds.map((subscriber_id) => ({ send_id: sendId, subscriber_id, state: 'queued' as const })))
      .orIgnore()
      .execute();
  }

  async plannedThrough(sendId: number, subscriberId: number): Promise<void> {
    await this.sends.update({ id: sendId }, { planned_through: subscriberId });
  }

  async planned(sendId: number): Promise<void> {
    await this.sends.update({ id: sendId, state: 'planning' }, { state: 'sending' });
  }

  /**
   * Takes the batch's rows still `queued` (subscribers in `(afterId, throughId]`) for this run, marked
   * `sending` before any SMTP exchange: a run killed from here on never sends them twice.
   */
  async claim(sendId: number, afterId: number, throughId: number, claim: string): Promise<ClaimedDelivery[]> {
    await this.deliveries
      .createQueryBuilder()
      .update()
      .set({ state: 'sending', claim })
      .where("send_id = :sendId AND subscriber_id > :afterId AND subscriber_id <= :throughId AND state = 'queued'", {
        sendId,
        afterId,
        throughId,
      })
      .execute();
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .leftJoin(NewsletterSubscriber, 's', "s.id = d.subscriber_id AND s.state = 'confirmed'")
      .select(['d.id AS id', 'd.subscriber_id AS subscriber_id', 's.email AS email'])
      .where('d.send_id = :sendId AND d.subscriber_id > :afterId AND d.subscriber_id <= :throughId AND d.claim = :claim', {
        sendId,
        afterId,
        throughId,
        claim,
      })
      .andWhere("d.state = 'sending'")
      .orderBy('d.subscriber_id', 'ASC')
      .getRawMany<{ id: number; subscriber_id: number; email: string | null }>();
    return rows.map((r) => ({ id: Number(r.id), subscriberId: Number(r.subscriber_id), email: r.email ?? null }));
  }

  /** `sending` rows of this run move on: sent, failed for good, skipped, or back in the queue for a retry. */
  async settle(ids: number[], state: Exclude<DeliveryState, 'sending'>): Promise<void> {
    if (!ids.length) return;
    await this.deliveries
      .createQueryBuilder()
      .update()
      .set({ state, ...(state === 'queued' ? { claim: null } : {}) })
      .where("id IN (:...ids) AND state = 'sending'", { ids })
      .execute();
  }

  async counts(sendIds: number[]): Promise<Map<number, DeliveryCounts>> {
    const counts = new Map<number, DeliveryCounts>();
    if (!sendIds.length) return counts;
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.send_id', 'send_id')
      .addSelect('d.state', 'state')
      .addSelect('COUNT(*)', 'n')
      .where('d.send_id IN (:...sendIds)', { sendIds })
      .groupBy('d.send_id')
      .addGroupBy('d.state')
      .getRawMany<{ send_id: number; state: string; n: string | number }>();
    for (const id of sendIds) counts.set(id, Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as DeliveryCounts);
    for (const row of rows) {
      const entry = counts.get(Number(row.send_id));
      if (entry && row.state in entry) entry[row.state as DeliveryState] = Number(row.n);
    }
    return counts;
  }

  /** Newest first. */
  async page(page: PageRequest): Promise<{ rows: NewsletterSend[]; total: number }> {
    const [rows, total] = await this.sends.findAndCount({ order: { id: 'DESC' }, skip: page.offset, take: page.limit });
    return { rows, total };
  }

  /**
   * Sends that stopped moving: still planning and untouched since `before`, or with rows waiting while
   * none of their rows changed since `before` (their batch jobs were lost or given up). A send that moves
   * slowly, under its rate, is left alone.
   */
  async unfinished(before: Date, since: Date): Promise<NewsletterSend[]> {
    const planning = await this.sends
      .createQueryBuilder('s')
      .where("s.state = 'planning' AND s.updated_at < :before AND s.created_at >= :since", { before, since })
      .getMany();
    const stalled = await this.deliveries
      .createQueryBuilder('d')
      .innerJoin(NewsletterSend, 's', 's.id = d.send_id')
      .select('d.send_id', 'send_id')
      .where("s.state = 'sending' AND s.created_at >= :since", { since })
      .groupBy('d.send_id')
      .having("SUM(CASE WHEN d.state = 'queued' THEN 1 ELSE 0 END) > 0 AND MAX(d.updated_at) < :before", { before })
      .getRawMany<{ send_id: number }>();
    const ids = stalled.map((r) => Number(r.send_id));
    return ids.length ? [...planning, ...(await this.sends.findBy({ id: In(ids) }))] : planning;
  }

  /** The subscribers of a send still `queued`, by id: what a sweep queues again, in batches. */
  async queuedSubscribers(sendId: number, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.subscriber_id', 'subscriber_id')
      .where("d.send_id = :sendId AND d.state = 'queued' AND d.subscriber_id > :afterId", { sendId, afterId })
      .orderBy('d.subscriber_id', 'ASC')
      .limit(limit)
      .getRawMany<{ subscriber_id: number }>();
    return rows.map((r) => Number(r.subscriber_id));
  }
}
