import { Injectable, Logger } from '@nestjs/common';
import { WhmcsClient, type WhmcsProduct } from '../billing/whmcs-client';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { featuresOf, kindOf, OFFER_CURRENCY } from './offer-plans';
import type { OfferProduct } from './entities/offer-product.entity';
import { categoryCardsOf, promoCardsOf } from './offer-catalogue';
import { OffersRepository, type SyncedProduct } from './offers.repository';

export type SyncOutcome = { ok: true; changed: number[] } | { ok: false; error: string };

function syncedProduct(product: WhmcsProduct): SyncedProduct {
  return {
    pid: product.pid,
    gid: product.gid,
    kind: kindOf(product),
    name: product.name.slice(0, 255),
    features: featuresOf(product.description).join('\n').slice(0, 600),
    prices: JSON.stringify(product.pricing[OFFER_CURRENCY] ?? {}),
    hidden: product.hidden,
  };
}

/**
 * Copies WHMCS's catalogue (`GetProducts`) into the database, the only copy pages read. When WHMCS
 * cannot be read, the last copy stays and the failure is recorded for the admin. When what the promo
 * cards show changes (a price, a name, a plan hidden or gone), the public pages showing them leave the
 * cache on every instance.
 */
@Injectable()
export class OffersSync {
  private readonly logger = new Logger('Offres');

  constructor(
    private readonly whmcs: WhmcsClient,
    private readonly offers: OffersRepository,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  async run(now = new Date()): Promise<SyncOutcome> {
    let products: WhmcsProduct[];
    try {
      products = await this.whmcs.getProducts();
    } catch (error) {
      const message = (error as Error).message;
      await this.offers.recordFailure(now, message);
      this.logger.warn(`Catalogue WHMCS non synchronisé, le précédent reste affiché : ${message}`);
      return { ok: false, error: message };
    }
    const choices = await this.offers.cardChoices();
    const categories = await this.offers.categories();
    const shown = (catalogue: readonly OfferProduct[]) =>
      JSON.stringify([promoCardsOf(catalogue, choices), categoryCardsOf(catalogue, categories)]);
    const before = shown(await this.offers.all());
    const changed = await this.offers.apply(products.map(syncedProduct), now);
    await this.offers.recordSuccess(now);
    if (changed.length === 0) return { ok: true, changed };
    if (shown(await this.offers.all()) !== before) {
      // The promo cards and the sidebars' plans are on the home page and in every article page's data.
      this.publicCache.invalidate();
    } else {
      // Only the articles whose « Offre » blocks show a changed plan.
      this.publicCache.articlesChanged(await this.offers.articlesShowing(changed));
    }
    return { ok: true, changed };
  }
}
