import { frOffers as t } from '../../../i18n/fr-offers';
import { formatMoney } from '../../../lib/format';
import type { AdminOffer, ArticleOfferClicks, OfferCardChoices, OfferKind, OfferSyncState } from '../shared/admin-api';
import { formatDateAt } from '../shared/format';

/** « 4,99 € » from a price in cents; null when WHMCS gives the plan no price. */
export function formatCents(cents: number | null): string | null {
  return cents === null ? null : formatMoney(cents / 100);
}

/** « 4,99 € / mois », the catalogue's « À partir de » column; « — » without a price. */
export function monthlyPrice(cents: number | null): string {
  const price = formatCents(cents);
  return price === null ? t.catalogue.noPrice : t.catalogue.perMonth(price);
}

/** « Minecraft Starter — 4,99 € / mois »: a plan in a promo card's list. */
export function planOptionLabel(offer: Pick<AdminOffer, 'name' | 'monthly_cents'>): string {
  return t.cards.option(offer.name, formatCents(offer.monthly_cents));
}

/**
 * The choices of a promo card: « La moins chère (par défaut) » (value '', saved as null), then the shown
 * plans of its type, cheapest first (a plan without a price last), by name when the price is the same.
 */
export function cardOptions(offers: readonly AdminOffer[], kind: OfferKind): Array<{ value: string; label: string }> {
  const plans = offers
    .filter((offer) => offer.kind === kind && offer.state === 'shown')
    .sort(
      (a, b) =>
        (a.monthly_cents ?? Number.POSITIVE_INFINITY) - (b.monthly_cents ?? Number.POSITIVE_INFINITY) ||
        a.name.localeCompare(b.name, 'fr'),
    );
  return [
    { value: '', label: t.cards.cheapest },
    ...plans.map((offer) => ({ value: String(offer.pid), label: planOptionLabel(offer) })),
  ];
}

/** The select's value for a card: its chosen plan while that plan is shown, else '' (the cheapest). */
export function cardValue(offers: readonly AdminOffer[], cards: OfferCardChoices, kind: OfferKind): string {
  const pid = cards[kind];
  return pid !== null && offers.some((offer) => offer.pid === pid && offer.state === 'shown') ? String(pid) : '';
}

/** A plan chosen for a card, since hidden or removed in WHMCS: its name (or « Offre n° 3 »); null otherwise. */
export function chosenPlanGone(offers: readonly AdminOffer[], cards: OfferCardChoices, kind: OfferKind): string | null {
  const pid = cards[kind];
  if (pid === null) return null;
  const offer = offers.find((o) => o.pid === pid);
  if (offer?.state === 'shown') return null;
  return offer?.name ?? t.orphans.unknownPlan(pid);
}

/** A select's value back to the API's choice: '' is the cheapest (null). */
export function choiceOf(value: FormDataEntryValue | null): number | null {
  const pid = Number(value);
  return value && Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** « Dernière synchronisation réussie : 23 novembre 2026 à 14:32 » (Paris time), or « … : Jamais ». */
export function lastSyncText(sync: OfferSyncState): string {
  return t.sync.lastSuccess(sync.last_success_at ? formatDateAt(sync.last_success_at) : t.sync.never);
}

/** The error's text without the full stop it may end with: the sentence around it adds its own. */
const withoutFinalStop = (text: string) => text.trim().replace(/[.\s]+$/, '');

/** The alert of a last sync that failed (the previous catalogue stays shown); null after a success. */
export function syncFailureText(sync: OfferSyncState): string | null {
  if (!sync.last_error) return null;
  const date = sync.last_attempt_at ? formatDateAt(sync.last_attempt_at) : t.sync.never;
  return t.sync.failed(date, withoutFinalStop(sync.last_error));
}

/** The name of a row of « Ventes par article »: 0 is the promo cards, a missing title a deleted article. */
export function clicksRowLabel(row: Pick<ArticleOfferClicks, 'article_id' | 'title'>): string {
  if (row.article_id === 0) return t.clicks.promoCards;
  return row.title ?? t.clicks.deleted;
}
