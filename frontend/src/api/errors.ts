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

  /** The server's stable code (`article.notFound`, `validation.failed`…): what the screens branch on. */
  get code(): string | undefined {
    return this.body?.code;
  }

  /** The thing asked for does not exist (`article.notFound`, `http.notFound`…). */
  get isNotFound(): boolean {
    return this.code?.endsWith('.notFound') ?? this.status === 404;
  }

  /** The server's `error`, else its `message`, else the given fallback. */
  textOr(fallback: string): string {
    return this.body?.error || this.body?.message || fallback;
  }
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.textOr(fallback) : fallback;
}
