import { createContext, useContext, type ReactNode } from 'react';

/**
 * Parts of the public pages whose markup depends only on the answers all pages share (brand,
 * settings, categories) and on a variant of their own, such as the header, rendered on their own once
 * per variant and content generation on the server, then spliced into each page instead of rendered
 * again. The browser renders and hydrates them as any other component: the markup is the same.
 *
 * A part must render one element at its root (no text at its edges, which React would join to the
 * text beside it), call no `useId` (its identifiers would depend on where it was rendered) and
 * neither format long dates nor declare the page's head (those are collected by the page's render).
 */
export interface ReusedPart extends PartStyles {
  html: string;
}

/** What a part's render left in emotion's cache, for the pages it goes into (theme/emotion.ts). */
export interface PartStyles {
  /** The styles its render inserted, in order, with their CSS. */
  styles: [name: string, css: string][];
  /** What its render registered in emotion's cache (composed class names). */
  registered: [name: string, styles: string][];
}

/** What the server's page render offers the parts (theme/emotion.ts and entry-server.tsx). */
export interface ReuseScope {
  /** The part rendered before under this key, if any. */
  get(key: string): ReusedPart | undefined;
  /** Shows the page's render a part it has (its styles go into the page's); returns its placeholder. */
  use(part: ReusedPart): string;
  /** A part to render on its own once this page is rendered, for the next ones. */
  request(key: string, element: ReactNode): void;
}

export const ReuseContext = createContext<ReuseScope | null>(null);

/** A part of a page reused between server renders (see `ReusedPart`); `variant` names what else it depends on. */
export function Reused({ part, variant = '', children }: { part: string; variant?: string; children: ReactNode }) {
  const scope = useContext(ReuseContext);
  if (!scope) return children;
  const key = `${part}\u0000${variant}`;
  const known = scope.get(key);
  if (!known) {
    scope.request(key, children);
    return children;
  }
  return <template data-reused={scope.use(known)} />;
}
