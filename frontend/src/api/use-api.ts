import { createContext, useContext, useEffect, useReducer } from 'react';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiRequestError } from './errors';
import { swrFetcher } from './fetcher';

/**
 * Keys whose answer the server embedded in the page. While the reader stays on that first page they
 * are not fetched again: the page was rendered from those very answers (the header, the page and
 * the sections hydrated after it all read them), and a second read would count a second view.
 */
export const embeddedKeys = new Set<string>();

export function markEmbeddedKeys(keys: Iterable<string>): void {
  for (const key of keys) embeddedKeys.add(key);
}

/** Called on the first navigation inside the app: from then on every screen reads fresh answers. */
export function forgetEmbeddedKeys(): void {
  embeddedKeys.clear();
}

/**
 * The answers a server render was given (entry-server.tsx): read as they are, since a render on the
 * server never fetches nor revalidates. What SWR gives for them, without its hooks and the merging of
 * its configuration for every read (a twentieth of an article page's render).
 */
export const ServerAnswersContext = createContext<Record<string, unknown> | null>(null);

export type ApiOptions<T> = SWRConfiguration<T, ApiRequestError>;
export type ApiReader = <T>(key: string | null, options?: ApiOptions<T>) => SWRResponse<T, ApiRequestError>;

/** The reads of the back office's app (SWR, api/use-swr-api.ts); absent on a server-rendered public page. */
export const ApiReaderContext = createContext<ApiReader | null>(null);

const noMutation = () => Promise.resolve(undefined);

/**
 * Every read has the API path as key; `null` means "not yet". On the server the render's answers, in
 * the back office SWR, on a server-rendered public page the answers embedded in it (`pageAnswer`).
 */
export function useApi<T>(key: string | null, options?: ApiOptions<T>): SWRResponse<T, ApiRequestError> {
  const answers = useContext(ServerAnswersContext);
  const reader = useContext(ApiReaderContext);
  // One side or the other for a whole render: the hooks called never change between renders.
  if (answers) {
    const data = key === null ? undefined : (answers[key] as T | undefined);
    return { data, error: undefined, isLoading: false, isValidating: false, mutate: noMutation };
  }
  if (reader) return reader(key, options);
  return usePageAnswer(key, options);
}

interface PageAnswer {
  data?: unknown;
  error?: ApiRequestError;
  pending?: Promise<void>;
}

/** The answers of the public page shown, by key: those it embeds, then those it fetched. */
const pageAnswers = new Map<string, PageAnswer>();

/** The answers the server embedded in the public page being hydrated (public-boot.tsx). */
export function seedPageAnswers(fallback: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(fallback)) pageAnswers.set(key, { data });
}

function fetchPageAnswer<T>(key: string, options: ApiOptions<T> | undefined): PageAnswer {
  const answer: PageAnswer = {};
  const fetcher = (options?.fetcher ?? swrFetcher) as (path: string) => Promise<T>;
  answer.pending = Promise.resolve()
    .then(() => fetcher(key))
    .then(
      (data) => void (answer.data = data),
      (error: ApiRequestError) => {
        answer.error = error;
        // SWR's signature; the public reads only look at the error.
        options?.onError?.(error, key, options as Parameters<NonNullable<ApiOptions<T>['onError']>>[2]);
      },
    )
    .finally(() => delete answer.pending);
  pageAnswers.set(key, answer);
  return answer;
}

/**
 * A read on a server-rendered public page, where no navigation happens inside the app: an embedded
 * answer is used as it is (never fetched again, as under SWR), any other is fetched once.
 */
function usePageAnswer<T>(key: string | null, options?: ApiOptions<T>): SWRResponse<T, ApiRequestError> {
  const [, update] = useReducer((count: number) => count + 1, 0);
  const answer = key === null ? undefined : pageAnswers.get(key);
  useEffect(() => {
    if (key === null) return;
    const read = pageAnswers.get(key) ?? fetchPageAnswer(key, options);
    if (!read.pending) return;
    let live = true;
    void read.pending.then(() => live && update());
    return () => {
      live = false;
    };
    // Keyed by the read alone: the options of a read are the same at every render of its component.
  }, [key]);
  const loading = key !== null && (!answer || answer.pending !== undefined);
  return {
    data: answer?.data as T | undefined,
    error: answer?.error,
    isLoading: loading,
    isValidating: loading,
    mutate: noMutation,
  };
}
