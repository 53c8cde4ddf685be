import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap, type CategoryPayload, type CreateUserPayload, type UpdateUserPayload } from '../admin-api';

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

/** User CRUD (spec §2.13). */
export function useUserActions() {
  const { mutate } = useSWRConfig();
  return {
    async create(payload: CreateUserPayload) {
      const saved = unwrap(await api.POST('/blog/api/auth/users', { body: payload }));
      await mutate(apiKeys.isUsers);
      return saved;
    },
    async update(id: number, payload: UpdateUserPayload) {
      const saved = unwrap(await api.PUT('/blog/api/auth/users/{id}', { params: { path: { id } }, body: payload }));
      await mutate(apiKeys.isUsers);
      return saved;
    },
    async remove(id: number) {
      unwrap(await api.DELETE('/blog/api/auth/users/{id}', { params: { path: { id } } }));
      await mutate(apiKeys.isUsers);
    },
  };
}

/** Theme colours (spec §2.14): saved through the settings, which also drive the public theme. */
export function useThemeActions() {
  const { mutate } = useSWRConfig();
  return {
    async save(colors: Record<string, string>) {
      unwrap(await api.PUT('/blog/api/settings', { body: { settings: colors } }));
      await mutate(apiKeys.settings);
    },
    async reset(key: string): Promise<string> {
      const { value } = unwrap(await api.POST('/blog/api/settings/reset/{key}', { params: { path: { key } } }));
      await mutate(apiKeys.settings);
      return value;
    },
  };
}

/** Erasure of a newsletter subscriber (/admin/newsletter): the counts and every page of the list are read again. */
export function useNewsletterActions() {
  const { mutate } = useSWRConfig();
  return {
    async erase(id: number) {
      unwrap(await api.DELETE('/blog/api/admin/newsletter/subscribers/{id}', { params: { path: { id } } }));
      await mutate(apiKeys.isNewsletter);
    },
  };
}
