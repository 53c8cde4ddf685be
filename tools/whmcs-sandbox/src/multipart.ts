/**
 * Minimal `multipart/form-data` reader for text fields. PHP fills `$_POST` from multipart bodies, so
 * clients that send `FormData` work against real WHMCS; file parts are irrelevant to the API and skipped.
 */

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The `boundary` parameter of a multipart content type, unquoted; null when absent. */
export function multipartBoundary(contentType: string): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!match) return null;
  return match[1] ?? match[2] ?? null;
}

/** The `name` of a part, or null for file parts and malformed headers. */
function fieldName(headerText: string): string | null {
  const disposition = headerText.split('\r\n').find((line) => line.toLowerCase().startsWith('content-disposition:'));
  if (!disposition) return null;
  if (/;\s*filename\*?=/i.test(disposition)) return null;
  const match = /;\s*name="((?:[^"\\]|\\.)*)"/i.exec(disposition) ?? /;\s*name=([^;\s]+)/i.exec(disposition);
  return match ? match[1].replace(/\\(.)/g, '$1') : null;
}

/**
 * Text fields of a multipart body, in order. A repeated name keeps its last value, as PHP does.
 * Parsing stops quietly at the first malformed part: the caller then sees missing fields, which the
 * API reports the same way WHMCS would (missing credentials or parameters).
 */
export function parseMultipart(body: Buffer, boundary: string): Map<string, string> {
  const fields = new Map<string, string>();
  const delimiter = Buffer.from(`--${boundary}`);
  let cursor = body.indexOf(delimiter);
  while (cursor !== -1) {
    const afterDelimiter = cursor + delimiter.length;
    // "--" right after a delimiter closes the body.
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const headerStart = afterDelimiter + CRLF.length;
    const headerEnd = body.indexOf(HEADER_END, headerStart);
    if (headerEnd === -1) break;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd);
    if (next === -1) break;
    const name = fieldName(body.subarray(headerStart, headerEnd).toString('utf8'));
    if (name !== null) {
      fields.set(name, body.subarray(headerEnd + HEADER_END.length, next).toString('utf8'));
    }
    cursor = next + CRLF.length;
  }
  return fields;
}
