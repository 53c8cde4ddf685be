import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiRequestError } from './errors';

/**
 * Keys whose answer the server embedded in the page. Their first mount does not fetch again:
 * the page was rendered from that very answer, and a second read would count a second view.
 */
const embeddedKeys = new Set<string>();

export function markEmbeddedKeys(keys: Iterable<string>): void {
  for (const key of keys) embeddedKeys.add(key);
}

/** Every read goes through SWR with the API path as key; `null` means "not yet". */
export function useApi<T>(key: string | null, options?: SWRConfiguration<T, ApiRequestError>): SWRResponse<T, ApiRequestError> {
  const embedded = useRef(key !== null && embeddedKeys.has(key)).current;
  useEffect(() => {
    if (key !== null) embeddedKeys.delete(key);
  }, [key]);
  return useSWR<T, ApiRequestError>(key, embedded ? { revalidateOnMount: false, ...options } : (options ?? {}));
}
