import { apiKeys } from '../../api/keys';
import type { Brand, SiteResponse } from '../../api/models';
import { useApi } from '../../api/use-api';

/** Neutral values for the instant before /site answers (never shown on a server-rendered page). */
const PLACEHOLDER_BRAND: Brand = {
  name: '',
  mainSiteUrl: '/',
  gameServersUrl: '/',
  vpsUrl: '/',
  clientAreaUrl: '/',
  supportUrl: '/',
  discordUrl: '/',
  twitterUrl: '/',
  youtubeUrl: '/',
  instagramUrl: '/',
  termsUrl: '/',
};

export interface Site {
  brand: Brand;
  publicUrl: string;
  loaded: boolean;
}

/** The provider's identity and links, from the server's configuration (embedded in every page). */
export function useSite(): Site {
  const { data } = useApi<SiteResponse>(apiKeys.site, { revalidateOnFocus: false });
  if (!data?.success) {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    return { brand: PLACEHOLDER_BRAND, publicUrl: origin, loaded: false };
  }
  return { brand: data.brand, publicUrl: data.public_url, loaded: true };
}
