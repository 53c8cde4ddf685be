import type { SiteResponse } from '../api/models';

/** The id of the `<script type="application/json">` block the server writes into every page. */
export const SSR_DATA_ELEMENT_ID = 'blog-data';

/**
 * What the server hands the browser: the API answers a page was rendered from, keyed by their
 * SWR key (the API path), and whether #root holds server-rendered markup to hydrate.
 */
export interface SsrData {
  rendered: boolean;
  fallback: Record<string, unknown>;
}

export function emptySsrData(): SsrData {
  return { rendered: false, fallback: {} };
}

/** The JSON text for the data block; `<` is escaped so no value can close the script element. */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function readSsrData(doc: Document): SsrData {
  const element = doc.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element?.textContent) return emptySsrData();
  try {
    const parsed = JSON.parse(element.textContent) as Partial<SsrData>;
    return { rendered: parsed.rendered === true, fallback: parsed.fallback ?? {} };
  } catch {
    return emptySsrData();
  }
}

export function siteFrom(data: SsrData, key: string): SiteResponse | undefined {
  return data.fallback[key] as SiteResponse | undefined;
}
