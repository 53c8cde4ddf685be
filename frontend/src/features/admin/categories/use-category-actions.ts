import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap, type CategoryPayload } from '../shared/admin-api';

/** Category CRUD (spec §2.12); the public category list is revalidated too. */
export function useCategoryActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => Promise.all([mutate(apiKeys.allCategories), mutate(apiKeys.categories)]);
  return {
    async save(id: number | null, payload: CategoryPayload) {
      const saved =
        id === null
          ? unwrap(await api.POST('/blog/api/categories', { body: payload }))
          : unwrap(await api.PUT('/blog/api/categories/{id}', { params: { path: { id } }, body: payload }));
      await refresh();
      return saved;
    },
    async remove(id: number) {
      unwrap(await api.DELETE('/blog/api/categories/{id}', { params: { path: { id } } }));
      await refresh();
    },
  };
}
