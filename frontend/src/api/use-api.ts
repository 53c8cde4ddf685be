import { useRef } from 'react';
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

/** Every read goes through SWR with the API path as key; `null` means "not yet". */
export function useApi<T>(key: string | null, options?: SWRConfiguration<T, ApiRequestError>): SWRResponse<T, ApiRequestError> {
  const embedded = useRef(key !== null && embeddedKeys.has(key)).current;
  return useSWR<T, ApiRequestError>(key, embedded ? { revalidateOnMount: false, ...options } : (options ?? {}));
}
