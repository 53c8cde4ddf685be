import { API_BASE } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { OffersAdminResponse } from '../shared/admin-api';

/** /admin/offers's one read (admins); kept here, out of the public pages' api/keys.ts. */
export const offersAdminKey = `${API_BASE}/admin/offers`;

/** The synced catalogue, its last sync, the promo cards' plans, the lost offers and the clicks. */
export const useOffersAdmin = () => useApi<OffersAdminResponse>(offersAdminKey);
