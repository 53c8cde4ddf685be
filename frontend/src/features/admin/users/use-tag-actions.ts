import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap } from '../shared/admin-api';

/** Profile tags and their assignment (spec §2.18, §2.19). */
export function useTagActions() {
  const { mutate } = useSWRConfig();
  return {
    async save(id: number | null, name: string, color: string) {
      const body = { name, color };
      const answer =
        id === null
          ? unwrap(await api.POST('/blog/api/profile-tags', { body }))
          : unwrap(await api.PUT('/blog/api/profile-tags/{id}', { params: { path: { id } }, body }));
      await mutate(apiKeys.profileTags);
      return answer;
    },
    async remove(id: number) {
      unwrap(await api.DELETE('/blog/api/profile-tags/{id}', { params: { path: { id } } }));
      await mutate(apiKeys.profileTags);
    },
    async assign(userId: number, tagIds: number[]) {
      const answer = unwrap(await api.POST('/blog/api/profile-tags/assign', { body: { userId, tagIds } }));
      await mutate(apiKeys.userTags(userId), { success: true, tags: answer.tags }, { revalidate: false });
      return answer;
    },
  };
}
