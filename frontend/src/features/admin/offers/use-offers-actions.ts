import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap, type OffersAdminResponse, type OfferCardChoices } from '../shared/admin-api';
import { offersAdminKey } from './use-offers-reads';

/**
 * /admin/offers's writes. Each answers the whole screen's data, put in place of the read; the public
 * promo cards' read follows a change of their plans.
 */
export function useOffersActions() {
  const { mutate } = useSWRConfig();
  const show = (answer: OffersAdminResponse) => mutate(offersAdminKey, answer, { revalidate: false });
  return {
    async syncNow(): Promise<OffersAdminResponse> {
      const answer = unwrap(await api.POST('/blog/api/admin/offers/sync'));
      await show(answer);
      await mutate(apiKeys.offerCards);
      return answer;
    },
    async chooseCards(cards: OfferCardChoices): Promise<OffersAdminResponse> {
      const answer = unwrap(await api.PUT('/blog/api/admin/offers/cards', { body: cards }));
      await show(answer);
      await mutate(apiKeys.offerCards);
      return answer;
    },
  };
}
