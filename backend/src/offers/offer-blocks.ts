import { Injectable } from '@nestjs/common';
import type { WhmcsBillingCycle } from '../billing/whmcs-cycles';
import { offerTexts } from '../i18n/offers';
import type { OfferProduct } from './entities/offer-product.entity';
import { ORDER_PATH_PREFIX, OfferCatalogue, type ShownPlan } from './offer-catalogue';
import { isBillingCycle } from './offer-plans';

/** An « Offre » block as the sanitizer keeps it (html-sanitizer.ts): the product id and, maybe, the cycle. */
const OFFER_BLOCK = /<hr data-offer="(\d{1,9})"(?: data-cycle="([a-z]{1,16})")? \/>/g;

/** A plan an article shows, for the page's structured data (`Product`/`Offer`). */
export interface ArticleOffer {
  pid: number;
  name: string;
  price_cents: number;
  cycle: WhmcsBillingCycle;
}

const EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The product ids of the « Offre » blocks of a content. */
export function offerIdsOf(content: string): number[] {
  if (!content.includes('data-offer')) return [];
  return [...new Set([...content.matchAll(OFFER_BLOCK)].map((match) => Number(match[1])))];
}

/** The price the block shows: the cycle its author chose while the plan is sold for it, else the card's. */
function priceOf({ prices, from }: ShownPlan, wanted: string | undefined): { cycle: WhmcsBillingCycle; cents: number } {
  if (isBillingCycle(wanted) && prices[wanted] !== undefined) return { cycle: wanted, cents: prices[wanted] };
  return { cycle: from.cycle, cents: prices[from.cycle]! };
}

function cardHtml(product: OfferProduct, price: { cycle: WhmcsBillingCycle; cents: number }, articleId: number): string {
  const features = product.features ? product.features.split('\n') : [];
  const href = `${ORDER_PATH_PREFIX}${product.pid}?a=${articleId}&amp;c=${price.cycle}`;
  return (
    `<aside class="offer-card" data-offer="${product.pid}">` +
    `<p class="offer-card-name">${escapeHtml(product.name)}</p>` +
    (features.length ? `<ul class="offer-card-features">${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : '') +
    `<p class="offer-card-price">${escapeHtml(offerTexts.price(EUROS.format(price.cents / 100), price.cycle))}</p>` +
    `<a class="offer-card-order" href="${href}" rel="nofollow">${offerTexts.order}</a>` +
    `</aside>`
  );
}

/**
 * Fills an article's « Offre » blocks from the synced catalogue when it is read: each becomes a card
 * with the plan's current price and its counted order link; a plan hidden or gone from WHMCS leaves
 * nothing (the article reads as if the block had never been there).
 */
@Injectable()
export class OfferBlocks {
  constructor(private readonly catalogue: OfferCatalogue) {}

  async render(content: string, articleId: number): Promise<{ html: string; offers: ArticleOffer[] }> {
    const ids = offerIdsOf(content);
    if (ids.length === 0) return { html: content, offers: [] };
    const plans = (await this.catalogue.snapshot()).shown;
    const shown = new Map<number, ArticleOffer>();
    const html = content.replace(OFFER_BLOCK, (_block, pid: string, cycle: string | undefined) => {
      const plan = plans.get(Number(pid));
      if (!plan) return '';
      const { product } = plan;
      const price = priceOf(plan, cycle);
      if (!shown.has(product.pid))
        shown.set(product.pid, { pid: product.pid, name: product.name, price_cents: price.cents, cycle: price.cycle });
      return cardHtml(product, price, articleId);
    });
    return { html, offers: [...shown.values()] };
  }
}
