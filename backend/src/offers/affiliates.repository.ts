import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { WhmcsAffiliate } from '../billing/whmcs-client';
import { OfferAffiliate } from './entities/offer-affiliate.entity';

/** One author's clicks on « Commander »: per article and plan, all days summed. */
export interface AuthorClickRow {
  article_id: number;
  title: string;
  product_id: number;
  product_name: string;
  clicks: number;
}

/** Authors in the affiliate programme, and what their statistics read (without importing the editorial model). */
@Injectable()
export class AffiliatesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  find(userId: number): Promise<OfferAffiliate | null> {
    return this.db.getRepository(OfferAffiliate).findOneBy({ user_id: userId });
  }

  all(): Promise<OfferAffiliate[]> {
    return this.db.getRepository(OfferAffiliate).find({ order: { user_id: 'ASC' } });
  }

  /** The WHMCS client the user's account is linked to (users.whmcs_client_id), or null. */
  async clientOf(userId: number): Promise<number | null> {
    const rows = (await this.db.query('SELECT whmcs_client_id FROM users WHERE id = ?', [userId])) as {
      whmcs_client_id: number | null;
    }[];
    const id = rows[0]?.whmcs_client_id;
    return id === null || id === undefined ? null : Number(id);
  }

  async save(userId: number, affiliate: WhmcsAffiliate, at: Date): Promise<OfferAffiliate> {
    return this.db.getRepository(OfferAffiliate).save({
      user_id: userId,
      client_id: affiliate.clientId,
      affiliate_id: affiliate.id,
      visitors: affiliate.visitors,
      balance_cents: affiliate.balanceCents,
      withdrawn_cents: affiliate.withdrawnCents,
      refreshed_at: at,
    });
  }

  /**
   * What an order link clicked in this article needs: null unless the article is published, else its
   * author's WHMCS affiliate id (null outside the programme).
   */
  async orderContextOf(articleId: number): Promise<{ affiliate: number | null } | null> {
    const rows = (await this.db.query(
      "SELECT af.affiliate_id FROM articles a LEFT JOIN offer_affiliates af ON af.user_id = a.author_id WHERE a.id = ? AND a.status = 'published'",
      [articleId],
    )) as { affiliate_id: number | null }[];
    if (!rows.length) return null;
    return { affiliate: rows[0]!.affiliate_id === null ? null : Number(rows[0]!.affiliate_id) };
  }

  /** Clicks on « Commander » in the author's articles, per article and plan. */
  async clicksOfAuthor(userId: number): Promise<AuthorClickRow[]> {
    const rows = (await this.db.query(
      `SELECT c.article_id, a.title, c.product_id, p.name AS product_name, SUM(c.clicks) AS clicks
         FROM offer_clicks_daily c
         JOIN articles a ON a.id = c.article_id
         LEFT JOIN offer_products p ON p.pid = c.product_id
        WHERE a.author_id = ?
        GROUP BY c.article_id, a.title, c.product_id, p.name
        ORDER BY clicks DESC, c.article_id, c.product_id`,
      [userId],
    )) as { article_id: number; title: string; product_id: number; product_name: string | null; clicks: number | string }[];
    return rows.map((row) => ({
      article_id: Number(row.article_id),
      title: row.title,
      product_id: Number(row.product_id),
      product_name: row.product_name ?? `#${row.product_id}`,
      clicks: Number(row.clicks),
    }));
  }
}
