import { apiKeys } from '../../../api/keys';
import type { CategoriesResponse } from '../../../api/models';
import { useApi } from '../../../api/use-api';

export const useAllCategories = (enabled = true) => useApi<CategoriesResponse>(enabled ? apiKeys.allCategories : null);

/** Active categories only: what a contributor or editor may pick (the full list is admin-only). */
export const useActiveCategories = (enabled = true) => useApi<CategoriesResponse>(enabled ? apiKeys.categories : null);
