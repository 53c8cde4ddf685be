import type { AdminOffer, OfferSyncState } from '../shared/admin-api';
import {
  cardOptions,
  cardValue,
  choiceOf,
  chosenPlanGone,
  clicksRowLabel,
  lastSyncText,
  monthlyPrice,
  planOptionLabel,
  syncFailureText,
} from './offers-format';

const NBSP = '\u00A0';

const offer = (pid: number, name: string, kind: AdminOffer['kind'], cents: number | null, state: AdminOffer['state'] = 'shown') =>
  ({ pid, gid: 1, kind, name, state, monthly_cents: cents, clicks_30_days: 0 }) satisfies AdminOffer;

const OFFERS: AdminOffer[] = [
  offer(2, 'Minecraft Pro', 'game', 999),
  offer(1, 'Minecraft Starter', 'game', 499),
  offer(3, 'Minecraft Legacy', 'game', 399, 'hidden'),
  offer(9, 'Ark Sans Prix', 'game', null),
  offer(10, 'Valheim', 'game', 499),
  offer(7, 'VPS SSD S', 'vps', 599),
  offer(8, 'VPS SSD M', 'vps', 1199, 'removed'),
];

describe('/admin/offers: prices and plan labels', () => {
  it('writes a monthly price the French way, or a dash without one', () => {
    expect(monthlyPrice(499)).toBe(`4,99${NBSP}€ / mois`);
    expect(monthlyPrice(129_900)).toBe(`1\u202F299,00${NBSP}€ / mois`);
    expect(monthlyPrice(null)).toBe('—');
  });

  it('labels a plan with its name and price per month', () => {
    expect(planOptionLabel({ name: 'Minecraft Starter', monthly_cents: 499 })).toBe(`Minecraft Starter — 4,99${NBSP}€ / mois`);
    expect(planOptionLabel({ name: 'Ark Sans Prix', monthly_cents: null })).toBe('Ark Sans Prix');
  });

  it('offers the cheapest by default, then the shown plans of the card’s type, cheapest first', () => {
    expect(cardOptions(OFFERS, 'game')).toEqual([
      { value: '', label: 'La moins chère (par défaut)' },
      { value: '1', label: `Minecraft Starter — 4,99${NBSP}€ / mois` },
      { value: '10', label: `Valheim — 4,99${NBSP}€ / mois` },
      { value: '2', label: `Minecraft Pro — 9,99${NBSP}€ / mois` },
      { value: '9', label: 'Ark Sans Prix' },
    ]);
    // Hidden and removed plans are never offered.
    expect(cardOptions(OFFERS, 'vps').map((o) => o.value)).toEqual(['', '7']);
  });
});

describe('/admin/offers: the cards’ choices', () => {
  it('selects the chosen plan while it is shown, else the cheapest', () => {
    expect(cardValue(OFFERS, { game: 2, vps: null }, 'game')).toBe('2');
    expect(cardValue(OFFERS, { game: 2, vps: null }, 'vps')).toBe('');
    expect(cardValue(OFFERS, { game: 3, vps: 8 }, 'game')).toBe('');
    expect(cardValue(OFFERS, { game: 3, vps: 8 }, 'vps')).toBe('');
  });

  it('names a chosen plan that was hidden or removed since, and nothing otherwise', () => {
    expect(chosenPlanGone(OFFERS, { game: 3, vps: 8 }, 'game')).toBe('Minecraft Legacy');
    expect(chosenPlanGone(OFFERS, { game: 3, vps: 8 }, 'vps')).toBe('VPS SSD M');
    expect(chosenPlanGone(OFFERS, { game: 42, vps: null }, 'game')).toBe('Offre n° 42');
    expect(chosenPlanGone(OFFERS, { game: 1, vps: null }, 'game')).toBeNull();
    expect(chosenPlanGone(OFFERS, { game: 1, vps: null }, 'vps')).toBeNull();
  });

  it('reads a select’s value back as a plan id, the default as null', () => {
    expect(choiceOf('2')).toBe(2);
    expect(choiceOf('')).toBeNull();
    expect(choiceOf(null)).toBeNull();
    expect(choiceOf('abc')).toBeNull();
  });
});

describe('/admin/offers: the last sync', () => {
  const ok: OfferSyncState = {
    last_success_at: '2026-11-23T13:32:00.000Z',
    last_attempt_at: '2026-11-23T13:32:00.000Z',
    last_error: null,
  };

  it('says when the catalogue was last synced, in Paris time, or never', () => {
    expect(lastSyncText(ok)).toBe('Dernière synchronisation réussie : 23 novembre 2026 à 14:32');
    expect(lastSyncText({ last_success_at: null, last_attempt_at: null, last_error: null })).toBe(
      'Dernière synchronisation réussie : Jamais',
    );
  });

  it('tells a failed last attempt with its date and error, once punctuated', () => {
    expect(syncFailureText(ok)).toBeNull();
    expect(
      syncFailureText({
        last_success_at: ok.last_success_at,
        last_attempt_at: '2026-11-24T08:05:00.000Z',
        last_error: 'WHMCS ne répond pas.',
      }),
    ).toBe(
      'La dernière synchronisation a échoué (24 novembre 2026 à 09:05) : WHMCS ne répond pas. Le catalogue précédent reste affiché.',
    );
  });
});

describe('/admin/offers: clicks per article', () => {
  it('names the promo cards, a deleted article, or the article', () => {
    expect(clicksRowLabel({ article_id: 0, title: null })).toBe('Cartes promotionnelles');
    expect(clicksRowLabel({ article_id: 12, title: null })).toBe('Article supprimé');
    expect(clicksRowLabel({ article_id: 12, title: 'Choisir son VPS' })).toBe('Choisir son VPS');
  });
});
