import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PUBLIC_CONTENT_CHANGED } from '../public-cache/public-cache-invalidator';
import type { WhmcsBillingCycle } from '../billing/whmcs-client';
import type { CatalogueOfferDto, CategoryOfferDto, OfferCardDto, OfferCardsResponseDto } from './dto/offer-card.dto';
import { CARD_SLOTS, type CardSlot } from './entities/offer-card-choice.entity';
import type { OfferProduct } from './entities/offer-product.entity';
import { fromPrice, isBillingCycle, type OfferPrices, parsePrices } from './offer-plans';
import { type CategoryName, OffersRepository } from './offers.repository';

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

/** Lower case, without accents or punctuation: « FiveM » matches « Serveur FIVEM », « Jeux vidéo » « jeux-video ». */
const comparable = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The plan of each category's article sidebar: the cheapest shown plan whose name holds the category's
 * name as whole words (« Minecraft » → « Minecraft Starter »). A category no plan names has none (its
 * articles' sidebar shows the game-server card).
 */
export function categoryCardsOf(
  products: readonly OfferProduct[],
  categories: readonly CategoryName[],
): (CategoryOfferDto & { categoryId: number })[] {
  const shown = products.filter(isShown).map((product) => ({ name: comparable(product.name), card: cardOf(product) }));
  return categories.flatMap((category) => {
    const name = comparable(category.name);
    if (name.trim() === '') return [];
    const card = shown
      .filter((plan) => plan.name.includes(name))
      .map((plan) => plan.card)
      .sort((a, b) => a.monthly_cents - b.monthly_cents || a.pid - b.pid)[0];
    return card ? [{ categoryId: category.id, category_slug: category.slug, card }] : [];
  });
}

/** The plan an order link leads to, and the cycle to order. */
export interface OrderablePlan {
  pid: number;
  cycle: WhmcsBillingCycle;
}

/** A plan readers may see, its prices read once. */
export interface ShownPlan {
  product: OfferProduct;
  prices: OfferPrices;
  /** The card's price per month and the cycle its order link picks. */
  from: { cycle: WhmcsBillingCycle; monthlyCents: number };
}

/** The synced catalogue as read once: every plan (hidden and removed ones included), and the shown ones by id. */
export interface CatalogueSnapshot {
  all: readonly OfferProduct[];
  shown: ReadonlyMap<number, ShownPlan>;
}

function snapshotOf(products: readonly OfferProduct[]): CatalogueSnapshot {
  const shown = new Map<number, ShownPlan>();
  for (const product of products) {
    const prices = parsePrices(product.prices);
    const from = fromPrice(prices);
    if (!product.hidden && !product.removed && from) shown.set(product.pid, { product, prices, from });
  }
  return { all: products, shown };
}

/**
 * Reads of the synced catalogue: never WHMCS. The catalogue (a few dozen plans) is read by every page
 * rendered and every order link followed: it is kept in memory until public content changes (a sync
 * that changes a plan, a card's plan chosen, a category renamed all say so, on every instance).
 */
@Injectable()
export class OfferCatalogue {
  private read: Promise<CatalogueSnapshot> | null = null;
  private cards: Promise<Omit<OfferCardsResponseDto, 'success'>> | null = null;

  constructor(private readonly offers: OffersRepository) {}

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  forget(): void {
    this.read = null;
    this.cards = null;
  }

  snapshot(): Promise<CatalogueSnapshot> {
    if (!this.read) {
      const read = this.offers.all().then(snapshotOf);
      this.read = read;
      // A read begun before a change is dropped by `forget` and not kept; a failed one is not kept either.
      read.catch(() => {
        if (this.read === read) this.read = null;
      });
    }
    return this.read;
  }

  /** The promo cards, and each category's sidebar plan. */
  promoCards(): Promise<Omit<OfferCardsResponseDto, 'success'>> {
    if (!this.cards) {
      const cards = this.readCards();
      this.cards = cards;
      cards.catch(() => {
        if (this.cards === cards) this.cards = null;
      });
    }
    return this.cards;
  }

  private async readCards(): Promise<Omit<OfferCardsResponseDto, 'success'>> {
    const { all } = await this.snapshot();
    return {
      cards: promoCardsOf(all, await this.offers.cardChoices()),
      by_category: categoryCardsOf(all, await this.offers.categories()).map(({ category_slug, card }) => ({
        category_slug,
        card,
      })),
    };
  }

  /** Every shown plan, by name, for the editor's « Offre » tool. */
  async shownPlans(): Promise<CatalogueOfferDto[]> {
    return [...(await this.snapshot()).shown.values()]
      .map(({ product, prices }) => ({
        pid: product.pid,
        kind: product.kind === 'vps' ? ('vps' as const) : ('game' as const),
        name: product.name,
        features: product.features ? product.features.split('\n') : [],
        prices: prices as Record<string, number>,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }

  /** The plan an order link may lead to, with the cycle to order: only a shown plan, only an offered cycle. */
  async orderable(pid: number, cycle: string | undefined): Promise<OrderablePlan | null> {
    const plan = (await this.snapshot()).shown.get(pid);
    if (!plan) return null;
    return { pid, cycle: isBillingCycle(cycle) && plan.prices[cycle] !== undefined ? cycle : plan.from.cycle };
  }
}
