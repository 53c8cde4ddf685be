import { Injectable } from '@nestjs/common';
import type { WhmcsBillingCycle } from '../billing/whmcs-cycles';
import { offerTexts } from '../i18n/offers';
import type { OfferProduct } from './entities/offer-product.entity';
import { type CatalogueSnapshot, ORDER_PATH_PREFIX, OfferCatalogue, type ShownPlan } from './offer-catalogue';
import { isBillingCycle } from './offer-plans';
import { escapeHtml } from '../common/text/escape-html';

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

/** The price the block shows: the cycle its author chose while the plan is sold for it, else the card's. */
function priceOf({ prices, from }: ShownPlan, wanted: string | undefined): { cycle: WhmcsBillingCycle; cents: number } {
  if (isBillingCycle(wanted) && prices[wanted] !== undefined) return { cycle: wanted, cents: prices[wanted] };
  return { cycle: from.cycle, cents: prices[from.cycle]! };
}

/** A block's card, its markup split around the article id of its order link, and what the page's structured data says of it. */
interface Card {
  before: string;
  after: string;
  offer: ArticleOffer;
}

/**
 * Characters beyond Latin-1 (the euro sign, the narrow spaces of French prices) as character references:
 * one of them would turn the whole article, then the whole page, into a two-byte string, which every
 * later step of the render copies, scans and encodes more slowly.
 */
const latin1 = (html: string) => html.replace(/[^\x00-\xff]/gu, (char) => `&#${char.codePointAt(0)};`);

function cardOf(product: OfferProduct, price: { cycle: WhmcsBillingCycle; cents: number }): Card {
  const features = product.features ? product.features.split('\n') : [];
  return {
    before: latin1(
      `<aside class="offer-card" data-offer="${product.pid}">` +
        `<p class="offer-card-name">${escapeHtml(product.name)}</p>` +
        (features.length
          ? `<ul class="offer-card-features">${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
          : '') +
        `<p class="offer-card-price">${escapeHtml(offerTexts.price(EUROS.format(price.cents / 100), price.cycle))}</p>` +
        `<a class="offer-card-order" href="${ORDER_PATH_PREFIX}${product.pid}?a=`,
    ),
    after: latin1(`&amp;c=${price.cycle}" rel="nofollow">${offerTexts.order}</a></aside>`),
    offer: { pid: product.pid, name: product.name, price_cents: price.cents, cycle: price.cycle },
  };
}

/**
 * Fills an article's « Offre » blocks from the synced catalogue when it is read: each becomes a card
 * with the plan's current price and its counted order link; a plan hidden or gone from WHMCS leaves
 * nothing (the article reads as if the block had never been there). The cards of a catalogue are built
 * once per plan and cycle, and built again when the catalogue is read again.
 */
@Injectable()
export class OfferBlocks {
  private cards: { of: CatalogueSnapshot; byPlan: Map<string, Card> } | null = null;

  constructor(private readonly catalogue: OfferCatalogue) {}

  async render(content: string, articleId: number): Promise<{ html: string; offers: ArticleOffer[] }> {
    if (!content.includes('data-offer')) return { html: content, offers: [] };
    const snapshot = await this.catalogue.snapshot();
    const shown = new Map<number, ArticleOffer>();
    const html = content.replace(OFFER_BLOCK, (_block, pid: string, cycle: string | undefined) => {
      const card = this.cardFor(snapshot, Number(pid), cycle);
      if (!card) return '';
      if (!shown.has(card.offer.pid)) shown.set(card.offer.pid, card.offer);
      return `${card.before}${articleId}${card.after}`;
    });
    return { html, offers: [...shown.values()] };
  }

  private cardFor(snapshot: CatalogueSnapshot, pid: number, cycle: string | undefined): Card | null {
    const plan = snapshot.shown.get(pid);
    if (!plan) return null;
    if (this.cards?.of !== snapshot) this.cards = { of: snapshot, byPlan: new Map() };
    const price = priceOf(plan, cycle);
    const key = `${pid}:${price.cycle}`;
    let card = this.cards.byPlan.get(key);
    if (!card) this.cards.byPlan.set(key, (card = cardOf(plan.product, price)));
    return card;
  }
}
