import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { requestJson } from '../../../api/fetcher';
import { apiKeys } from '../../../api/keys';
import { unwrap, type ArticleEdit, type ArticleStatus, type SaveArticlePayload, type UploadResponse } from '../shared/admin-api';

/** The whole edit payload of an article as loaded for the editor (spec §7: PUT sends the whole object). */
export function payloadOf(article: ArticleEdit, status: ArticleStatus): SaveArticlePayload {
  return {
    title: article.title,
    slug: article.slug,
    short_description: article.short_description,
    content: article.content,
    featured_image: article.featured_image,
    category_id: article.category_id,
    status,
    meta_title: article.meta_title,
    meta_description: article.meta_description,
    meta_keywords: article.meta_keywords,
    focus_keyword: article.focus_keyword,
  };
}

/** Uploads an image as the multipart field `image` (spec §7); used by the featured image and the editor. */
export async function uploadImage(file: File): Promise<UploadResponse['image']> {
  const body = new FormData();
  body.append('image', file);
  const answer = await requestJson<UploadResponse>('/blog/api/upload', { method: 'POST', body });
  return answer.image;
}

/** Article writes: every one revalidates the article lists and the submissions. */
export function useArticleActions() {
  const { mutate } = useSWRConfig();
  const refresh = async (id?: number) => {
    await mutate((key) => apiKeys.isManagedArticles(key) || apiKeys.isSubmissions(key) || key === apiKeys.drafts);
    if (id !== undefined) await mutate(apiKeys.articleEdit(id));
  };
  return {
    async create(payload: SaveArticlePayload) {
      const saved = unwrap(await api.POST('/blog/api/articles', { body: payload }));
      await refresh();
      return saved;
    },
    async update(id: number, payload: SaveArticlePayload) {
      const saved = unwrap(await api.PUT('/blog/api/articles/{article}', { params: { path: { article: id } }, body: payload }));
      await refresh(id);
      return saved;
    },
    /** A contributor's new article goes through the submissions route (spec §7). */
    async submit(payload: SaveArticlePayload) {
      const saved = unwrap(await api.POST('/blog/api/submissions', { body: payload }));
      await refresh();
      return saved;
    },
    /** « Annuler la programmation »: staff's article goes back to draft, a contributor's to review. */
    async cancelSchedule(id: number) {
      const saved = unwrap(await api.DELETE('/blog/api/articles/{article}/schedule', { params: { path: { article: id } } }));
      // The editor reads the article's new status at once, rather than after a second request.
      await mutate(apiKeys.articleEdit(id), { success: true, article: saved.article }, { revalidate: false });
      await mutate((key) => apiKeys.isManagedArticles(key) || apiKeys.isSubmissions(key));
      return saved;
    },
    async remove(id: number) {
      unwrap(await api.DELETE('/blog/api/articles/{article}', { params: { path: { article: id } } }));
      await refresh();
    },
    /** The list's badge toggle: published becomes draft, anything else becomes published (spec §2.10). */
    async toggleStatus(id: number, current: ArticleStatus): Promise<ArticleStatus> {
      const next: ArticleStatus = current === 'published' ? 'draft' : 'published';
      const { article } = unwrap(await api.GET('/blog/api/articles/edit/{id}', { params: { path: { id } } }));
      unwrap(
        await api.PUT('/blog/api/articles/{article}', { params: { path: { article: id } }, body: payloadOf(article, next) }),
      );
      await refresh(id);
      return next;
    },
  };
}
