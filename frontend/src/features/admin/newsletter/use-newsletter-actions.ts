import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { requestJson } from '../../../api/fetcher';
import { apiKeys } from '../../../api/keys';
import { unwrap, type NewsletterImportResponse } from '../shared/admin-api';
import { downloadFile } from '../shared/download';

/**
 * /admin/newsletter's writes: erasure of a subscriber, the CSV export (downloaded through the signed-in
 * client) and the CSV import. After an erasure or an import the counts and every page of the list are read again.
 */
export function useNewsletterActions() {
  const { mutate } = useSWRConfig();
  return {
    async erase(id: number) {
      unwrap(await api.DELETE('/blog/api/admin/newsletter/subscribers/{id}', { params: { path: { id } } }));
      await mutate(apiKeys.isNewsletter);
    },
    async downloadCsv(): Promise<void> {
      const { data, error, response } = await api.GET('/blog/api/admin/newsletter/subscribers/csv', { parseAs: 'blob' });
      if (error || !data) throw new Error(response.statusText);
      downloadFile(data as Blob, response, 'abonnes-newsletter.csv');
    },
    /** The file as the multipart field `file`; the answer counts the addresses added, present, erased before and invalid. */
    async importCsv(file: File): Promise<NewsletterImportResponse> {
      const body = new FormData();
      body.append('file', file);
      const answer = await requestJson<NewsletterImportResponse>('/blog/api/admin/newsletter/subscribers/import', {
        method: 'POST',
        body,
      });
      await mutate(apiKeys.isNewsletter);
      return answer;
    },
  };
}

/** « M’envoyer un test » (staff): the article's newsletter e-mail, as last saved, to the signed-in user; the answer's message. */
export async function sendNewsletterTest(articleId: number): Promise<string> {
  return unwrap(await api.POST('/blog/api/newsletter/test', { body: { article_id: articleId } })).message;
}
