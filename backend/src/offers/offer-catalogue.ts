import { Injectable } from '@nestjs/common';
import type { WhmcsBillingCycle } from '../billing/whmcs-client';
import type { CatalogueOfferDto, OfferCardDto } from './dto/offer-card.dto';
import { CARD_SLOTS, type CardSlot } from './entities/offer-card-choice.entity';
import type { OfferProduct } from './entities/offer-product.entity';
import { fromPrice, parsePrices } from './offer-plans';
import { OffersRepository } from './offers.repository';

/** The address order buttons use: counted, then sent on to WHMCS (go-offer.controller.ts). */
export const ORDER_PATH_PREFIX = '/blog/go/offre/';

/** A plan readers may see: neither hidden in WHMCS nor gone from it, with at least one offered cycle. */
export function isShown(product: OfferProduct): boolean {
  return !product.hidden && !product.removed && fromPrice(parsePrices(product.prices)) !== null;
}

export function cardOf(product: OfferProduct): OfferCardDto {
  const price = fromPrice(parsePrices(product.prices))!;
  return {
    pid: product.pid,
    kind: product.kind === 'vps' ? 'vps' : 'game',
    name: product.name,
    features: product.features ? product.features.split('\n') : [],
    monthly_cents: price.monthlyCents,
    cycle: price.cycle,
    order_path: `${ORDER_PATH_PREFIX}${product.pid}`,
  };
}

/**
 * The game-server card, then the VPS card: the plan staff chose for it while that plan is shown, else
 * the cheapest shown plan of its kind (spec: the promo cards' defaults).
 */
export function promoCardsOf(
  products: readonly OfferProduct[],
  choices: ReadonlyMap<CardSlot, number> = new Map(),
): OfferCardDto[] {
  const cards: OfferCardDto[] = [];
  for (const kind of CARD_SLOTS) {
    const chosen = products.find((product) => product.pid === choices.get(kind) && isShown(product));
    const card =
      chosen !== undefined
        ? cardOf(chosen)
        : products
            .filter((product) => product.kind === kind && isShown(product))
            .map(cardOf)
            .sort((a, b) => a.monthly_cents - b.monthly_cents || a.pid - b.pid)[0];
    if (card) cards.push(card);
  }
  return cards;
}

/** Reads of the synced catalogue: never WHMCS. */
@Injectable()
export class OfferCatalogue {
  constructor(private readonly offers: OffersRepository) {}

  async promoCards(): Promise<OfferCardDto[]> {
    return promoCardsOf(await this.offers.all(), await this.offers.cardChoices());
  }

  /** Every shown plan, by name, for the editor's « Offre » tool. */
  async shownPlans(): Promise<CatalogueOfferDto[]> {
    return (await this.offers.all())
      .filter(isShown)
      .map((product) => ({
        pid: product.pid,
        kind: product.kind === 'vps' ? ('vps' as const) : ('game' as const),
        name: product.name,
        features: product.features ? product.features.split('\n') : [],
        prices: parsePrices(product.prices) as Record<string, number>,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }

  /** The plan an order link may lead to, with the cycle to order: only a shown plan, only an offered cycle. */
  async orderable(pid: number, cycle: string | undefined): Promise<{ pid: number; cycle: WhmcsBillingCycle } | null> {
    const product = await this.offers.find(pid);
    if (!product || !isShown(product)) return null;
    const prices = parsePrices(product.prices);
    const chosen = cycle !== undefined && Object.hasOwn(prices, cycle) ? (cycle as WhmcsBillingCycle) : fromPrice(prices)!.cycle;
    return { pid: product.pid, cycle: chosen };
  }
}
