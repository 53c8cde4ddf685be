import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap, type CreateUserPayload, type UpdateUserPayload } from '../shared/admin-api';

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
