import { useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiRequestError } from './errors';
import { embeddedKeys, type ApiOptions } from './use-api';

/**
 * The back office's reads (`useApi` under its app, app/App.tsx): SWR with the API path as key; an
 * answer the page embeds is not fetched again on its first screen.
 */
export function useSwrApi<T>(key: string | null, options?: ApiOptions<T>): SWRResponse<T, ApiRequestError> {
  const embedded = useRef(key !== null && embeddedKeys.has(key)).current;
  return useSWR<T, ApiRequestError>(key, embedded ? { revalidateOnMount: false, ...options } : (options ?? {}));
}
