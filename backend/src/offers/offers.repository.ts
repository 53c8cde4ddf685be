import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ArticleRef } from '../public-cache/answer-scope';
import { type CardSlot, OfferCardChoice } from './entities/offer-card-choice.entity';
import { OfferClickDay } from './entities/offer-click-day.entity';
import { OfferProduct } from './entities/offer-product.entity';
import { OfferSyncState } from './entities/offer-sync-state.entity';

const SYNC_STATE_ID = 1;

/** A category as the offers read it. */
export interface CategoryName {
  id: number;
  slug: string;
  name: string;
}

/** A plan as the sync writes it (everything but when it changed). */
export type SyncedProduct = Omit<OfferProduct, 'changed_at' | 'removed'>;

/** The synced catalogue, the sync's outcome and the click counts. */
@Injectable()
export class OffersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  all(): Promise<OfferProduct[]> {
    return this.db.getRepository(OfferProduct).find({ order: { pid: 'ASC' } });
  }

  /** The blog's categories, to find each one's plan (see `categoryCardsOf`). */
  async categories(): Promise<CategoryName[]> {
    const rows = (await this.db.query('SELECT id, slug, name FROM categories ORDER BY id')) as CategoryName[];
    return rows.map((row) => ({ id: Number(row.id), slug: row.slug, name: row.name }));
  }

  /** The published articles with an « Offre » block of one of these plans (their pages show its price). */
  async articlesShowing(pids: readonly number[]): Promise<ArticleRef[]> {
    const refs = new Map<string, ArticleRef>();
    for (const pid of pids) {
      const rows = (await this.db.query(
        "SELECT slug, category_id, author_id FROM articles WHERE status = 'published' AND content LIKE ?",
        [`%data-offer="${pid}"%`],
      )) as { slug: string; category_id: number | null; author_id: number | null }[];
      for (const row of rows) refs.set(row.slug, { slug: row.slug, categoryId: row.category_id, authorId: row.author_id });
    }
    return [...refs.values()];
  }

  /**
   * Writes WHMCS's answer over the copy: new plans added, changed ones updated (their `changed_at` moved),
   * plans missing from the answer marked removed. Returns the pids whose shown values changed.
   */
  async apply(products: readonly SyncedProduct[], now: Date): Promise<number[]> {
    return this.db.transaction(async (manager) => {
      const repository = manager.getRepository(OfferProduct);
      const known = new Map((await repository.find()).map((row) => [row.pid, row]));
      const changed: number[] = [];
      for (const product of products) {
        const before = known.get(product.pid);
        known.delete(product.pid);
        if (before && !before.removed && sameProduct(before, product)) continue;
        changed.push(product.pid);
        await repository.save({ ...product, removed: false, changed_at: now });
      }
      for (const gone of known.values()) {
        if (gone.removed) continue;
        changed.push(gone.pid);
        await repository.update({ pid: gone.pid }, { removed: true, changed_at: now });
      }
      return changed;
    });
  }

  async syncState(): Promise<OfferSyncState | null> {
    return this.db.getRepository(OfferSyncState).findOneBy({ id: SYNC_STATE_ID });
  }

  async recordSuccess(at: Date): Promise<void> {
    await this.db
      .getRepository(OfferSyncState)
      .save({ id: SYNC_STATE_ID, last_attempt_at: at, last_success_at: at, last_error: null });
  }

  /** Keeps the last success's date: the catalogue pages show is still that one. */
  async recordFailure(at: Date, error: string): Promise<void> {
    const repository = this.db.getRepository(OfferSyncState);
    const state = await repository.findOneBy({ id: SYNC_STATE_ID });
    await repository.save({
      id: SYNC_STATE_ID,
      last_success_at: state?.last_success_at ?? null,
      last_attempt_at: at,
      last_error: error.slice(0, 500),
    });
  }

  /** One more click on « Commander » for this plan, from this article (0: no article), on this Paris day. */
  async addClick(day: string, articleId: number, productId: number): Promise<void> {
    const sqlite = this.db.options.type === 'better-sqlite3';
    const upsert = sqlite
      ? 'ON CONFLICT (day, article_id, product_id) DO UPDATE SET clicks = clicks + 1'
      : 'ON DUPLICATE KEY UPDATE clicks = clicks + 1';
    await this.db.query(`INSERT INTO offer_clicks_daily (day, article_id, product_id, clicks) VALUES (?, ?, ?, 1) ${upsert}`, [
      day,
      articleId,
      productId,
    ]);
  }

  /** Whether a click may be counted for this article: only a published one (read without the editorial model). */
  async cardChoices(): Promise<Map<CardSlot, number>> {
    const rows = await this.db.getRepository(OfferCardChoice).find();
    return new Map(rows.map((row) => [row.slot, row.pid]));
  }

  /** Staff's plan for a card; null goes back to the default (the cheapest shown plan of its kind). */
  async chooseCard(slot: CardSlot, pid: number | null): Promise<void> {
    const choices = this.db.getRepository(OfferCardChoice);
    if (pid === null) await choices.delete({ slot });
    else await choices.save({ slot, pid });
  }

  /** Articles (any status) with an « Offre » block of one of these plans, and which plan. */
  async articlesWithPlans(
    pids: readonly number[],
  ): Promise<{ id: number; title: string; slug: string; status: string; pid: number }[]> {
    const found: { id: number; title: string; slug: string; status: string; pid: number }[] = [];
    for (const pid of pids) {
      const rows = (await this.db.query('SELECT id, title, slug, status FROM articles WHERE content LIKE ? ORDER BY id DESC', [
        `%data-offer="${pid}"%`,
      ])) as { id: number; title: string; slug: string; status: string }[];
      for (const row of rows) found.push({ id: Number(row.id), title: row.title, slug: row.slug, status: row.status, pid });
    }
    return found;
  }

  /** Clicks on « Commander » since `since` (a Paris day), by article and by plan, most clicked first. */
  async clickTotals(since: string): Promise<{
    byArticle: { article_id: number; title: string | null; clicks: number }[];
    byPlan: { product_id: number; clicks: number }[];
  }> {
    const byArticle = (await this.db.query(
      `SELECT c.article_id AS article_id, a.title AS title, SUM(c.clicks) AS clicks FROM offer_clicks_daily c
       LEFT JOIN articles a ON a.id = c.article_id WHERE c.day >= ? GROUP BY c.article_id, a.title ORDER BY clicks DESC, c.article_id ASC LIMIT 20`,
      [since],
    )) as { article_id: number; title: string | null; clicks: string | number }[];
    const byPlan = (await this.db.query(
      'SELECT product_id, SUM(clicks) AS clicks FROM offer_clicks_daily WHERE day >= ? GROUP BY product_id ORDER BY clicks DESC, product_id ASC',
      [since],
    )) as { product_id: number; clicks: string | number }[];
    return {
      byArticle: byArticle.map((r) => ({ article_id: Number(r.article_id), title: r.title ?? null, clicks: Number(r.clicks) })),
      byPlan: byPlan.map((r) => ({ product_id: Number(r.product_id), clicks: Number(r.clicks) })),
    };
  }

  clicks(): Promise<OfferClickDay[]> {
    return this.db.getRepository(OfferClickDay).find({ order: { day: 'ASC', article_id: 'ASC', product_id: 'ASC' } });
  }
}

function sameProduct(row: OfferProduct, product: SyncedProduct): boolean {
  return (
    row.gid === product.gid &&
    row.kind === product.kind &&
    row.name === product.name &&
    row.features === product.features &&
    row.prices === product.prices &&
    Boolean(row.hidden) === product.hidden
  );
}
