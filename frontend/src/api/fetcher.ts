import { handleUnauthorized, withAuth } from './auth-middleware';
import { ApiRequestError } from './errors';
import type { ApiErrorBody } from './models';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Raw JSON call for the SWR reads and for endpoints whose types are not generated yet. */
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = withAuth(new Headers(init.headers));
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept', 'application/json');
  const response = await fetch(path, { ...init, headers });
  handleUnauthorized(response.status, path);
  const body = await readBody(response);
  if (!response.ok) throw new ApiRequestError(response.status, (body as ApiErrorBody | null) ?? null);
  return body as T;
}

/** SWR's fetcher: the key is the API path. */
export function swrFetcher<T>(path: string): Promise<T> {
  return requestJson<T>(path);
}
