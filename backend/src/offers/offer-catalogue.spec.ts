import type { OfferProduct } from './entities/offer-product.entity';
import { categoryCardsOf, promoCardsOf } from './offer-catalogue';

const plan = (pid: number, name: string, monthly: number, extra: Partial<OfferProduct> = {}): OfferProduct => ({
  pid,
  gid: 1,
  kind: name.startsWith('VPS') ? 'vps' : 'game',
  name,
  features: 'Un\nDeux',
  prices: JSON.stringify({ monthly }),
  hidden: false,
  removed: false,
  changed_at: new Date(0),
  ...extra,
});

const catalogue = [
  plan(1, 'Minecraft Premium', 999),
  plan(2, 'Minecraft Starter', 499),
  plan(3, 'FiveM 64 joueurs', 1299),
  plan(4, 'Serveur Jeux vidéo rétro', 299),
  plan(5, 'VPS SSD S', 599),
  plan(6, 'Minecraft Caché', 99, { hidden: true }),
  plan(7, 'Rust Standard', 1499, { removed: true }),
  plan(8, 'Minecraftien', 50),
];
const categories = [
  { id: 1, slug: 'minecraft', name: 'Minecraft' },
  { id: 2, slug: 'fivem', name: 'FIVEM' },
  { id: 3, slug: 'rust', name: 'Rust' },
  { id: 4, slug: 'tutoriels', name: 'Tutoriels' },
  { id: 5, slug: 'jeux-video', name: 'Jeux vidéo' },
  { id: 6, slug: 'vide', name: '—' },
];

describe('the offers a page shows', () => {
  it('gives each category the cheapest shown plan that names it, as whole words, whatever the case and accents', () => {
    const byCategory = Object.fromEntries(categoryCardsOf(catalogue, categories).map((c) => [c.category_slug, c.card.pid]));
    // Not the hidden plan, nor « Minecraftien », which only starts with the name.
    expect(byCategory).toEqual({ minecraft: 2, fivem: 3, 'jeux-video': 4 });
  });

  it('keeps the promo cards apart: the cheapest shown game server and VPS', () => {
    expect(promoCardsOf(catalogue).map((card) => card.pid)).toEqual([8, 5]);
  });
});
