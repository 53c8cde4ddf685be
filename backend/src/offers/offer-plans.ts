/**
 * What the blog makes of a WHMCS plan: its kind, its key features and its price per month, from the
 * synced copy. Pure functions, shared by the sync, the cards and the order links.
 */
import type { WhmcsBillingCycle, WhmcsProduct } from '../billing/whmcs-client';

/** The currency the blog sells in; a plan without EUR prices is not shown. */
export const OFFER_CURRENCY = 'EUR';

export type OfferKind = 'game' | 'vps';
export type OfferPrices = Partial<Record<WhmcsBillingCycle, number>>;

const MONTHS: Record<WhmcsBillingCycle, number> = {
  monthly: 1,
  quarterly: 3,
  semiannually: 6,
  annually: 12,
  biennially: 24,
  triennially: 36,
};

/** WHMCS's `server` products are VPS and dedicated servers; every other product of this host is a game server. */
export function kindOf(product: Pick<WhmcsProduct, 'type'>): OfferKind {
  return product.type === 'server' ? 'vps' : 'game';
}

/** Up to three key features: the description's first lines (WHMCS keeps line breaks or `<br />`), tags removed. */
export function featuresOf(description: string): string[] {
  return description
    .split(/<br\s*\/?>|\r?\n|<\/(?:p|li)>/i)
    .map((line) =>
      line
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 0 && line.length <= 120)
    .slice(0, 3);
}

/**
 * The price a card shows per month (« À partir de … / mois »), with the cycle its order link picks: the
 * monthly price when the plan is sold by the month (what a reader pays without committing), else the lowest
 * price per month of the offered cycles; null when no cycle is offered.
 */
export function fromPrice(prices: OfferPrices): { cycle: WhmcsBillingCycle; monthlyCents: number } | null {
  if (prices.monthly !== undefined) return { cycle: 'monthly', monthlyCents: prices.monthly };
  let best: { cycle: WhmcsBillingCycle; monthlyCents: number } | null = null;
  for (const [cycle, cents] of Object.entries(prices) as [WhmcsBillingCycle, number][]) {
    const monthlyCents = Math.round(cents / MONTHS[cycle]);
    if (!best || monthlyCents < best.monthlyCents) best = { cycle, monthlyCents };
  }
  return best;
}

/** The stored price list, tolerant of a malformed row (nothing offered then). */
export function parsePrices(json: string): OfferPrices {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return {};
    const prices: OfferPrices = {};
    for (const cycle of Object.keys(MONTHS) as WhmcsBillingCycle[]) {
      const cents = (value as Record<string, unknown>)[cycle];
      if (typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0) prices[cycle] = cents;
    }
    return prices;
  } catch {
    return {};
  }
}

export function isBillingCycle(value: unknown): value is WhmcsBillingCycle {
  return typeof value === 'string' && Object.hasOwn(MONTHS, value);
}

/** `cart.php?a=add&pid=…&billingcycle=…` on the WHMCS site readers reach: only ever built from a known plan's id. */
export function cartUrl(publicBase: string, pid: number, cycle: WhmcsBillingCycle | null): string {
  const query = new URLSearchParams({ a: 'add', pid: String(pid) });
  if (cycle) query.set('billingcycle', cycle);
  return `${publicBase}/cart.php?${query.toString()}`;
}

/** WHMCS's affiliate link (`aff.php?aff=<affiliate id>&pid=<product>`): its cookie, then the plan. */
export function affiliateUrl(publicBase: string, affiliateId: number, pid: number): string {
  return `${publicBase}/aff.php?${new URLSearchParams({ aff: String(affiliateId), pid: String(pid) }).toString()}`;
}
