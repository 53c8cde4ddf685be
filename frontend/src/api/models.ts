import type { components } from './schema';

/**
 * The shapes the public site reads. Generated from openapi/openapi.json where the API already
 * declares them; the rest follow spec §3/§7 until their routes land, then become aliases too.
 */
type Schemas = components['schemas'];

export type SessionUser = Schemas['UserDto'];
export type Role = SessionUser['role'];
export type Category = Schemas['CategoryDto'];
export type CategoriesResponse = Schemas['CategoriesResponseDto'];
export type SettingsResponse = Schemas['SettingsResponseDto'];
export type SessionResponse = Schemas['SessionResponseDto'];

export type ArticleListItem = Schemas['ArticleListItemDto'];
export type AuthorTag = Schemas['AuthorTagDto'];
export type ArticleDetail = Schemas['ArticleDetailDto'];
export type Pagination = Schemas['PaginationDto'];
export type ArticlesResponse = Schemas['ArticlesPageResponseDto'];
export type ArticleResponse = Schemas['ArticleDetailResponseDto'];

/** What the article hook holds: the answer, or the fact that there is no such article (HTTP 404). */
export type ArticleLookup = ArticleResponse | { success: false; notFound: true };

export interface Contributor {
  id: number;
  username: string;
  display_name: string | null;
  avatar: string | null;
  bio: string | null;
  tags: AuthorTag[];
  article_count: number;
  total_earnings: number;
  joined_at: string;
}

export interface LeaderboardResponse {
  success: boolean;
  contributors: Contributor[];
}

export interface ContributorStats {
  total_contributors: number;
  total_articles: number;
  total_rewards_paid: number;
  avg_articles_per_contributor: number;
}

export interface ContributorStatsResponse {
  success: boolean;
  stats: ContributorStats;
}

/** Provider identity and links, from the server's configuration (never from code). */
export interface Brand {
  name: string;
  mainSiteUrl: string;
  gameServersUrl: string;
  vpsUrl: string;
  clientAreaUrl: string;
  supportUrl: string;
  discordUrl: string;
  twitterUrl: string;
  youtubeUrl: string;
  instagramUrl: string;
}

export interface SiteResponse {
  success: boolean;
  brand: Brand;
  public_url: string;
}

export interface RegisterPayload {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  address1: string;
  city: string;
  postcode: string;
  phonenumber: string;
}

/** Error answers (DESIGN.md): the French `error`, possibly `message` and `details`. */
export interface ApiErrorBody {
  success: false;
  error?: string;
  message?: string;
  details?: Array<{ field?: string; message?: string } | string>;
}
