/** Turns an api.php request (query string plus body) into the flat parameter map PHP code would see. */
import { multipartBoundary, parseMultipart } from './multipart';

export type ApiParams = Map<string, string>;

export type BodyKind = 'urlencoded' | 'multipart' | 'unsupported';

/** JSON, text and untyped bodies are "unsupported": PHP leaves `$_POST` empty for them. */
export function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'multipart/form-data') return 'multipart';
  return 'unsupported';
}

/** `a=1&b=2` with `+` as space; the last of repeated names wins, as in PHP. */
export function parseUrlencoded(text: string): ApiParams {
  const params: ApiParams = new Map();
  for (const [key, value] of new URLSearchParams(text)) params.set(key, value);
  return params;
}

/**
 * Query parameters first, then body fields over them: PHP's `$_REQUEST` order, so `accesskey` in the
 * query string (as some clients send it) still counts. Null when the body cannot be read as a form.
 */
export function parseApiParams(query: string, contentType: string | undefined, body: Buffer): ApiParams | null {
  const params = parseUrlencoded(query);
  const kind = bodyKind(contentType);
  if (kind === 'unsupported') return null;
  let fields: ApiParams;
  if (kind === 'multipart') {
    const boundary = multipartBoundary(contentType ?? '');
    if (boundary === null) return null;
    fields = parseMultipart(body, boundary);
  } else {
    fields = parseUrlencoded(body.toString('utf8'));
  }
  for (const [key, value] of fields) params.set(key, value);
  return params;
}
