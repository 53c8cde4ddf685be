import { OffersScreen } from '../../features/admin/offers/OffersScreen';

/** /admin/offers (admin only): the synced WHMCS catalogue, the promo cards' plans, lost offers and clicks. */
export default function OffersAdminPage() {
  return <OffersScreen />;
}
