import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import type { components } from '../../../api/schema';
import { useApi } from '../../../api/use-api';
import { unwrap } from '../shared/admin-api';
import type { AutosaveTarget, WorkingCopyBody } from './editor/working-copy';

type Schemas = components['schemas'];
export type WorkingCopyResponse = Schemas['WorkingCopyResponseDto'];
export type DraftsResponse = Schemas['DraftsResponseDto'];

/** The user's autosaved working copy of the article (or of their new one), null when there is none. */
export const useWorkingCopy = (target: AutosaveTarget, enabled: boolean) =>
  useApi<WorkingCopyResponse>(enabled ? apiKeys.autosave(target) : null, { revalidateOnMount: true });

/** The signed-in user's drafts (their own only), newest first. */
export const useDrafts = (enabled = true) => useApi<DraftsResponse>(enabled ? apiKeys.drafts : null, { revalidateOnMount: true });

/** History and working-copy writes; each refreshes what it changed. */
export function useRevisionActions() {
  const { mutate } = useSWRConfig();
  return {
    /** « Restaurer cette version »: a new version in the history, and the old one in the user's working copy. */
    async restore(articleId: number, revisionId: number) {
      const answer = unwrap(
        await api.POST('/blog/api/articles/{article}/revisions/{revision}/restore', {
          params: { path: { article: articleId, revision: revisionId } },
        }),
      );
      await mutate(apiKeys.revisions(articleId));
      await mutate(apiKeys.autosave(articleId), { success: true, working_copy: answer.working_copy }, { revalidate: false });
      return answer;
    },
    /** « Ignorer »: the working copy is dropped. */
    async discardWorkingCopy(target: AutosaveTarget | string) {
      unwrap(await api.DELETE('/blog/api/autosaves/{target}', { params: { path: { target: String(target) } } }));
      await mutate(apiKeys.autosave(target), { success: true, working_copy: null }, { revalidate: false });
      await mutate(apiKeys.drafts);
    },
    /** « Enregistrer le brouillon »: the form goes to the user's working copy, nothing is submitted. */
    async saveDraft(target: AutosaveTarget, body: WorkingCopyBody) {
      const answer = unwrap(await api.PUT('/blog/api/drafts/{target}', { params: { path: { target: String(target) } }, body }));
      await mutate(apiKeys.drafts);
      return answer;
    },
  };
}
