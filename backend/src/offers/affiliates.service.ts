import { Injectable, Logger } from '@nestjs/common';
import { WhmcsClient } from '../billing/whmcs-client';
import { WhmcsApiError, WhmcsTransportError } from '../billing/whmcs-errors';
import { badGateway, conflict } from '../common/http/api-error';
import { affiliateErrors } from '../i18n/errors';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { AffiliatesRepository, type AuthorClickRow } from './affiliates.repository';
import type { OfferAffiliate } from './entities/offer-affiliate.entity';

/**
 * WHMCS's affiliate programme for authors: joining activates the author's **own** client (the one their
 * account is linked to, never one named in the request), after which the order links of their articles
 * go through WHMCS's affiliate link, and WHMCS credits their commission.
 */
@Injectable()
export class AffiliatesService {
  private readonly logger = new Logger('Affiliation');

  constructor(
    private readonly whmcs: WhmcsClient,
    private readonly affiliates: AffiliatesRepository,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  async join(userId: number): Promise<OfferAffiliate> {
    const known = await this.affiliates.find(userId);
    if (known) return known;
    const clientId = await this.affiliates.clientOf(userId);
    if (clientId === null) throw conflict(affiliateErrors.noClient);
    try {
      await this.whmcs.activateAffiliate(clientId);
      const affiliate = await this.whmcs.getAffiliate(clientId);
      if (!affiliate) throw new WhmcsTransportError('WHMCS GetAffiliates : affilié absent après activation', 'GetAffiliates');
      const joined = await this.affiliates.save(userId, affiliate, new Date());
      // The order links of the author's articles now lead through their affiliate link, on every instance.
      this.publicCache.articlesChanged([{ slug: '', categoryId: null, authorId: userId }]);
      return joined;
    } catch (error) {
      if (error instanceof WhmcsTransportError || error instanceof WhmcsApiError) {
        this.logger.warn(`Affiliation de l'utilisateur ${userId} impossible : ${error.message}`);
        throw badGateway();
      }
      throw error;
    }
  }

  async statsOf(userId: number): Promise<{ affiliate: OfferAffiliate | null; clicks: AuthorClickRow[]; hasClient: boolean }> {
    const [affiliate, clicks, clientId] = await Promise.all([
      this.affiliates.find(userId),
      this.affiliates.clicksOfAuthor(userId),
      this.affiliates.clientOf(userId),
    ]);
    return { affiliate, clicks, hasClient: clientId !== null };
  }

  /** Reads every affiliate's figures from WHMCS again (the `refresh-affiliates` job); one failure does not stop the others. */
  async refreshAll(now = new Date()): Promise<{ refreshed: number; failed: number }> {
    let refreshed = 0;
    let failed = 0;
    for (const row of await this.affiliates.all()) {
      try {
        const affiliate = await this.whmcs.getAffiliate(row.client_id);
        if (affiliate) {
          await this.affiliates.save(row.user_id, affiliate, now);
          refreshed++;
        }
      } catch (error) {
        failed++;
        this.logger.warn(`Chiffres d'affiliation de l'utilisateur ${row.user_id} non lus : ${(error as Error).message}`);
      }
    }
    return { refreshed, failed };
  }
}
