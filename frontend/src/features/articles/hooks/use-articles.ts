import { apiKeys } from '../../../api/keys';
import { ApiRequestError } from '../../../api/errors';
import { swrFetcher } from '../../../api/fetcher';
import type { ArticleLookup, ArticlesResponse, AuthorLookup, CategoriesResponse, OfferCardsResponse } from '../../../api/models';
import { useApi } from '../../../api/use-api';

export function useArticles(category: string | null, page: number) {
  return useApi<ArticlesResponse>(apiKeys.articles(category, page));
}

export function useRecentArticles() {
  return useApi<ArticlesResponse>(apiKeys.recentArticles);
}

/** The promo cards' plans; without them the cards keep their general text. */
export function useOfferCards() {
  return useApi<OfferCardsResponse>(apiKeys.offerCards, { onError: (error) => console.warn('Offres indisponibles', error) });
}

export function useCategories() {
  // Spec §8: a failed load of the categories is only logged.
  return useApi<CategoriesResponse>(apiKeys.categories, { onError: (error) => console.warn('Catégories indisponibles', error) });
}

/** A 404 is an answer here (the not-found screen), not an error: the server embeds it the same way. */
async function fetchOrNotFound<T>(path: string): Promise<T | { success: false; notFound: true }> {
  try {
    return await swrFetcher<T>(path);
  } catch (error) {
    if (error instanceof ApiRequestError && error.isNotFound) return { success: false, notFound: true };
    throw error;
  }
}

export function useArticle(slug: string) {
  return useApi<ArticleLookup>(apiKeys.article(slug), { fetcher: fetchOrNotFound<ArticleLookup> });
}

export function useAuthor(username: string, page: number) {
  return useApi<AuthorLookup>(apiKeys.author(username, page), { fetcher: fetchOrNotFound<AuthorLookup> });
}
