import type { components } from './schema';

/**
 * The shapes the site reads, under the names the screens use: every one is an alias of a type generated
 * from openapi/openapi.json (`npm run gen`), so a screen cannot read a field the API does not send.
 */
type Schemas = components['schemas'];

export type SessionUser = Schemas['UserDto'];
export type Role = SessionUser['role'];
export type Category = Schemas['CategoryDto'];
export type CategoriesResponse = Schemas['CategoriesResponseDto'];
export type OfferCard = Schemas['OfferCardDto'];
export type CategoryOffer = Schemas['CategoryOfferDto'];
export type OfferCardsResponse = Schemas['OfferCardsResponseDto'];
export type AffiliateStatsResponse = Schemas['AffiliateStatsResponseDto'];
export type AffiliateJoinedResponse = Schemas['AffiliateJoinedResponseDto'];
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

export type AuthorProfile = Schemas['AuthorProfileDto'];
export type AuthorPageResponse = Schemas['AuthorPageResponseDto'];
/** An author's page, or the fact that there is none (HTTP 404). */
export type AuthorLookup = AuthorPageResponse | { success: false; notFound: true };

export type SearchResult = Schemas['SearchResultDto'];
export type SearchResponse = Schemas['SearchResponseDto'];

export type Contributor = Schemas['ContributorDto'];
export type LeaderboardResponse = Schemas['ContributorsResponseDto'];
export type ContributorStats = Schemas['ContributorStatsDto'];
export type ContributorStatsResponse = Schemas['ContributorStatsResponseDto'];

/** Provider identity and links, from the server's configuration (never from code). */
export type Brand = Schemas['BrandDto'];
export type SiteResponse = Schemas['SiteResponseDto'];

export type RegisterPayload = Schemas['WhmcsRegisterDto'];

/** Error answers (DESIGN.md): the French `error` and `message`, with `details` per field for a 400. */
export type ApiErrorBody = Schemas['ErrorResponseDto'];
