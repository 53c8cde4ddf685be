import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { requestJson } from '../../../api/fetcher';
import { apiKeys } from '../../../api/keys';
import {
  unwrap,
  type CategoryPayload,
  type CreateUserPayload,
  type NewsletterImportResponse,
  type OfferCardChoices,
  type OffersAdminResponse,
  type UpdateUserPayload,
} from '../shared/admin-api';
import { downloadFile } from '../shared/download';
import { offersAdminKey } from './use-admin-reads';

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

/**
 * /admin/offers's writes. Each answers the whole screen's data, put in place of the read; the public
 * promo cards' read follows a change of their plans.
 */
export function useOffersActions() {
  const { mutate } = useSWRConfig();
  const show = (answer: OffersAdminResponse) => mutate(offersAdminKey, answer, { revalidate: false });
  return {
    async syncNow(): Promise<OffersAdminResponse> {
      const answer = unwrap(await api.POST('/blog/api/admin/offers/sync'));
      await show(answer);
      await mutate(apiKeys.offerCards);
      return answer;
    },
    async chooseCards(cards: OfferCardChoices): Promise<OffersAdminResponse> {
      const answer = unwrap(await api.PUT('/blog/api/admin/offers/cards', { body: cards }));
      await show(answer);
      await mutate(apiKeys.offerCards);
      return answer;
    },
  };
}
