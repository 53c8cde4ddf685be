/**
 * The sandbox's product catalogue: game-server and VPS plans in groups, with EUR prices per billing cycle,
 * and the visits readers make to the order pages (`cart.php`, `aff.php`). Kept in memory and rebuilt at
 * each start and reset: tests change a price or hide a plan through the control API.
 */
import { formatCents } from './money';

export const BILLING_CYCLES = ['monthly', 'quarterly', 'semiannually', 'annually', 'biennially', 'triennially'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export type ProductRecord = {
  pid: number;
  gid: number;
  /** WHMCS product types: `server` for a VPS or dedicated server, `other` for a game server. */
  type: 'hostingaccount' | 'server' | 'other';
  name: string;
  description: string;
  module: string;
  hidden: boolean;
  /** EUR prices in cents per cycle; a cycle that is absent is not offered (`-1.00` in the answer). */
  pricesCents: Partial<Record<BillingCycle, number>>;
};

export type GroupRecord = { gid: number; name: string };

/** One reader's visit to an order page, as the tests read it back. */
export type OrderPageVisit = {
  page: 'cart' | 'aff';
  pid: number | null;
  billingcycle: string | null;
  aff: number | null;
  at: string;
};

const GROUPS: GroupRecord[] = [
  { gid: 1, name: 'Serveurs Minecraft' },
  { gid: 2, name: 'Serveurs FiveM' },
  { gid: 3, name: 'Serveurs Rust' },
  { gid: 4, name: 'VPS SSD NVMe' },
];

const prices = (monthly: number, quarterly: number | null, annually: number | null) => ({
  monthly,
  ...(quarterly === null ? {} : { quarterly }),
  ...(annually === null ? {} : { annually }),
});

function seedProducts(): ProductRecord[] {
  const game = (pid: number, gid: number, name: string, lines: string[], cents: ProductRecord['pricesCents'], hidden = false) =>
    ({
      pid,
      gid,
      type: 'other',
      name,
      description: lines.join('\r\n'),
      module: 'pterodactyl',
      hidden,
      pricesCents: cents,
    }) satisfies ProductRecord;
  const vps = (pid: number, name: string, lines: string[], cents: ProductRecord['pricesCents']) =>
    ({
      pid,
      gid: 4,
      type: 'server',
      name,
      description: lines.join('\r\n'),
      module: 'proxmox',
      hidden: false,
      pricesCents: cents,
    }) satisfies ProductRecord;
  return [
    game(1, 1, 'Minecraft Starter', ['4 Go de RAM', 'Slots illimités', 'Protection anti-DDoS'], prices(499, 1437, 4990)),
    game(2, 1, 'Minecraft Pro', ['8 Go de RAM', 'Modpacks en un clic', 'Sauvegardes quotidiennes'], prices(999, 2877, 9990)),
    game(3, 1, 'Minecraft Legacy', ['2 Go de RAM', 'Ancienne gamme'], prices(399, null, null), true),
    game(4, 2, 'FiveM 64 joueurs', ['64 slots', 'txAdmin préinstallé', 'Protection anti-DDoS'], prices(1299, 3741, 12990)),
    game(5, 2, 'FiveM 128 joueurs', ['128 slots', 'txAdmin préinstallé', 'Base de données MariaDB'], prices(1999, null, 19990)),
    game(6, 3, 'Rust Standard', ['10 Go de RAM', 'Oxide/uMod', 'Wipe automatique'], prices(1499, 4317, 14990)),
    vps(7, 'VPS SSD S', ['2 vCPU', '4 Go de RAM', '80 Go SSD NVMe'], prices(599, 1725, 5990)),
    vps(8, 'VPS SSD M', ['4 vCPU', '8 Go de RAM', '160 Go SSD NVMe'], prices(1199, 3453, 11990)),
  ];
}

/** A client's affiliate account (WHMCS's `tblaffiliates`): money in integer cents. */
export type AffiliateRecord = {
  id: number;
  clientId: number;
  /** `YYYY-mm-dd`. */
  date: string;
  visitors: number;
  balanceCents: number;
  withdrawnCents: number;
};

export class Catalogue {
  private products = seedProducts();
  private visits: OrderPageVisit[] = [];
  private affiliates: AffiliateRecord[] = [];

  reset(): void {
    this.products = seedProducts();
    this.visits = [];
    this.affiliates = [];
  }

  /** Makes the client an affiliate; an active one stays as it is (activating again is not an error). */
  activateAffiliate(clientId: number, date: string): AffiliateRecord {
    const known = this.affiliates.find((affiliate) => affiliate.clientId === clientId);
    if (known) return known;
    const affiliate = { id: this.affiliates.length + 1, clientId, date, visitors: 0, balanceCents: 0, withdrawnCents: 0 };
    this.affiliates.push(affiliate);
    return affiliate;
  }

  allAffiliates(): readonly AffiliateRecord[] {
    return this.affiliates;
  }

  findAffiliate(id: number): AffiliateRecord | undefined {
    return this.affiliates.find((affiliate) => affiliate.id === id);
  }

  /** For tests: a commission credited for an order the affiliate brought, or a withdrawal. */
  creditAffiliate(id: number, commissionCents: number, withdrawnCents = 0): AffiliateRecord | undefined {
    const affiliate = this.findAffiliate(id);
    if (!affiliate) return undefined;
    affiliate.balanceCents += commissionCents - withdrawnCents;
    affiliate.withdrawnCents += withdrawnCents;
    return affiliate;
  }

  groups(): readonly GroupRecord[] {
    return GROUPS;
  }

  all(): readonly ProductRecord[] {
    return this.products;
  }

  find(pid: number): ProductRecord | undefined {
    return this.products.find((product) => product.pid === pid);
  }

  /** Sets (or, with null, withdraws) the price of one cycle. */
  setPrice(pid: number, cycle: BillingCycle, cents: number | null): ProductRecord | undefined {
    const product = this.find(pid);
    if (!product) return undefined;
    if (cents === null) delete product.pricesCents[cycle];
    else product.pricesCents[cycle] = cents;
    return product;
  }

  setHidden(pid: number, hidden: boolean): ProductRecord | undefined {
    const product = this.find(pid);
    if (product) product.hidden = hidden;
    return product;
  }

  /** Removes the product, as deleting it in the WHMCS admin area would. */
  remove(pid: number): boolean {
    const before = this.products.length;
    this.products = this.products.filter((product) => product.pid !== pid);
    return this.products.length < before;
  }

  recordVisit(visit: OrderPageVisit): void {
    this.visits.push(visit);
  }

  recordedVisits(): readonly OrderPageVisit[] {
    return this.visits;
  }
}

/** A price as WHMCS writes it: `"4.99"`, or `"-1.00"` for a cycle that is not offered. */
export function priceText(cents: number | undefined): string {
  return cents === undefined ? '-1.00' : formatCents(cents);
}
