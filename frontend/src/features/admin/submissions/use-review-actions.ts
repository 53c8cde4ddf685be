import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap } from '../shared/admin-api';

/**
 * Approve (now, or scheduled with `publishAt`), reject, or cancel a scheduled approval (spec §2.15);
 * lists, stats, articles and the submission's history are revalidated.
 */
export function useReviewActions() {
  const { mutate } = useSWRConfig();
  // Under /articles: the lists, the editor's article and its history alike.
  const refresh = (id: number) =>
    Promise.all([
      mutate((key) => apiKeys.isSubmissions(key) || apiKeys.isManagedArticles(key)),
      mutate(apiKeys.submissionTimeline(id)),
    ]);
  return {
    /** `publishAt` (ISO): approved now, published by itself at that time; none: published now. */
    async approve(id: number, adminNotes: string, publishAt: string | null = null) {
      const answer = unwrap(
        await api.PUT('/blog/api/admin/submissions/{id}/approve', {
          params: { path: { id } },
          body: { admin_notes: adminNotes.trim() || null, ...(publishAt ? { publish_at: publishAt } : {}) },
        }),
      );
      await Promise.all([refresh(id), mutate(apiKeys.rewardHistory)]);
      return answer;
    },
    async reject(id: number, reason: string, adminNotes: string) {
      const answer = unwrap(
        await api.PUT('/blog/api/admin/submissions/{id}/reject', {
          params: { path: { id } },
          body: { rejection_reason: reason.trim(), admin_notes: adminNotes.trim() || null },
        }),
      );
      await refresh(id);
      return answer;
    },
    /** « Annuler la programmation »: the submission goes back to pending review, its article with it. */
    async cancelSchedule(id: number, articleId: number) {
      const answer = unwrap(
        await api.DELETE('/blog/api/articles/{article}/schedule', { params: { path: { article: articleId } } }),
      );
      await refresh(id);
      return answer;
    },
  };
}

/** Editorial notes of one submission; the notes and the history (which lists them) are read again. */
export function useNoteActions(submission: number) {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    Promise.all([mutate(apiKeys.submissionNotes(submission)), mutate(apiKeys.submissionTimeline(submission))]);
  return {
    async add(body: string) {
      const answer = unwrap(
        await api.POST('/blog/api/submissions/{submission}/notes', { params: { path: { submission } }, body: { body } }),
      );
      await refresh();
      return answer;
    },
    async resolve(note: number, resolved: boolean) {
      const answer = unwrap(
        await api.PUT('/blog/api/submissions/{submission}/notes/{note}/resolve', {
          params: { path: { submission, note } },
          body: { resolved },
        }),
      );
      await mutate(apiKeys.submissionNotes(submission));
      return answer;
    },
  };
}
