import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { requestJson } from '../../../api/fetcher';
import { apiKeys } from '../../../api/keys';
import { sessionStore } from '../../../session/session-store';
import { unwrap, type AvatarResponse, type UpdateProfilePayload } from '../shared/admin-api';

/** Profile writes (spec §2.17): the stored session user follows every change. */
export function useProfileActions() {
  const { mutate } = useSWRConfig();
  return {
    async update(payload: UpdateProfilePayload) {
      const answer = unwrap(await api.PUT('/blog/api/users/profile', { body: payload }));
      // A password change invalidates the old token: the API sends a new one, which replaces it.
      if (answer.token) sessionStore.login(answer.user, answer.token);
      else sessionStore.updateUser(answer.user);
      await mutate(apiKeys.me);
      return answer;
    },
    async uploadAvatar(file: File) {
      const body = new FormData();
      body.append('avatar', file);
      const answer = await requestJson<AvatarResponse>('/blog/api/users/avatar', { method: 'POST', body });
      sessionStore.updateUser(answer.user);
      await mutate(apiKeys.isUsers);
      return answer;
    },
  };
}
