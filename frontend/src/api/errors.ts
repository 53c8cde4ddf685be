import type { ApiErrorBody } from './models';

/** A non-2xx answer, with the server's French text when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error ?? body?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }

  /** The server's `error`, else its `message`, else the given fallback. */
  textOr(fallback: string): string {
    return this.body?.error || this.body?.message || fallback;
  }
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.textOr(fallback) : fallback;
}
