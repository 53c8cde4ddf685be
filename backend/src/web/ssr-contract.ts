/**
 * What the API process expects of the SSR bundle (`frontend/dist/server/entry-server.js`, built from
 * frontend/src/entry-server.tsx), which it loads with require() (frontend-bundle.ts). Both sides import
 * these types, so a change on one side that the other does not expect fails `npm run typecheck`.
 *
 * Types only, with no imports, kept on this side: the backend's tsconfig `rootDir` refuses source files
 * outside backend/ (even imported for their types only), while the frontend's type-only import of this
 * file leaves nothing in its bundles.
 */

/** A server-rendered public page. */
export interface RenderResult {
  /** The markup, in pieces to write one after the other (the page's own markup and the parts it reuses). */
  html: string[];
  head: string;
  status: number;
  /** The data block, ready to be placed in the page. */
  dataJson: string;
  /** The page's component styles: the server serves them as a stylesheet the head links (see `pageStylesLink`). */
  styles: PageStyles;
}

export interface PageStyles {
  /** Emotion's names of the styles, in insertion order. */
  names: string[];
  css: string;
}

/** The exports the API process uses; the bundle may export more (the build's `globalStyleSheet`). */
export interface SsrEntry {
  /** Renders a public page (an app path without /blog, with its query string) from the API answers fetched for it. */
  render: (url: string, fallback: Record<string, unknown>) => Promise<RenderResult>;
  pageStylesLink: (href: string, names: string[]) => string;
  /** The API answers a server render of an app path needs (SWR keys), or null when the path is not server-rendered. */
  dataKeysFor: (url: string) => string[] | null;
  /**
   * The canonical address of a numbered list whose `page` parameter is spelled otherwise (`page=1`,
   * `page=02`), answered with a 301; null for any other address.
   */
  canonicalListUrl: (url: string) => string | null;
  serializeSsrData: (data: { rendered: boolean; fallback: Record<string, unknown> }) => string;
  /** Head of the client-rendered shell (login, register, back office). */
  shellHead: (fallback: Record<string, unknown>) => string;
  SSR_DATA_ELEMENT_ID: string;
  /** The data key of the recent articles an article page shows in its sidebar. */
  RECENT_ARTICLES_KEY: string;
  /** The attribute of the element whose children are those recent articles. */
  RECENT_LIST_ATTRIBUTE: string;
}
