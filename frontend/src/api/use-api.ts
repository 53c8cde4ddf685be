import { createContext, useContext, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiRequestError } from './errors';

/**
 * Keys whose answer the server embedded in the page. While the reader stays on that first page they
 * are not fetched again: the page was rendered from those very answers (the header, the page and
 * the sections hydrated after it all read them), and a second read would count a second view.
 */
const embeddedKeys = new Set<string>();

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

const noMutation = () => Promise.resolve(undefined);

/** Every read goes through SWR with the API path as key; `null` means "not yet". */
export function useApi<T>(key: string | null, options?: SWRConfiguration<T, ApiRequestError>): SWRResponse<T, ApiRequestError> {
  const answers = useContext(ServerAnswersContext);
  // One side or the other for a whole render: the hooks called never change between renders.
  if (answers) {
    const data = key === null ? undefined : (answers[key] as T | undefined);
    return { data, error: undefined, isLoading: false, isValidating: false, mutate: noMutation };
  }
  const embedded = useRef(key !== null && embeddedKeys.has(key)).current;
  return useSWR<T, ApiRequestError>(key, embedded ? { revalidateOnMount: false, ...options } : (options ?? {}));
}
