import { apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { ArticleStatus, ArticlesPage, ArticleEditResponse } from '../shared/admin-api';

export const useManagedArticles = (status: ArticleStatus | '', limit?: number, page = 1) =>
  useApi<ArticlesPage>(apiKeys.managedArticles(status, limit, page));

export const useArticleForEdit = (id: number | null) => useApi<ArticleEditResponse>(id === null ? null : apiKeys.articleEdit(id));
