import { createContext, useContext, type ReactNode } from 'react';

/**
 * Parts of the public pages whose markup depends only on the answers all pages share (brand,
 * settings, categories) and on a variant of their own, such as the header, rendered on their own once
 * per variant and content generation on the server, then spliced into each page instead of rendered
 * again. The browser renders and hydrates them as any other component: the markup is the same.
 *
 * A part must render one element at its root (no text at its edges, which React would join to the
 * text beside it), call no `useId` (its identifiers would depend on where it was rendered) and not
 * declare the page's head (collected by the page's render). The long dates it writes go with it.
 *
 * Parts of which a page shows many, each with its own variant (a card per article), are marked
 * `many`: one is rendered on its own only once a second page of the generation shows it (a crawler
 * asking for each list page once would otherwise pay for two renders of every card), and a bounded
 * number of them is kept for the newest content generation, the least recently used dropped first.
 */
export interface ReusedPart extends PartStyles {
  html: string;
  /** The long dates its render wrote, by instant (lib/format.ts). */
  dates: Record<string, string>;
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
  request(key: string, element: ReactNode, many: boolean): void;
}

export const ReuseContext = createContext<ReuseScope | null>(null);

/**
 * A part of a page reused between server renders (see `ReusedPart`); `variant` names what else it
 * depends on (a function when it costs something to write, called on the server only).
 */
export function Reused({
  part,
  variant = '',
  many = false,
  children,
}: {
  part: string;
  variant?: string | (() => string);
  many?: boolean;
  children: ReactNode;
}) {
  const scope = useContext(ReuseContext);
  if (!scope) return children;
  const key = `${part}\u0000${typeof variant === 'function' ? variant() : variant}`;
  const known = scope.get(key);
  if (!known) {
    scope.request(key, children, many);
    return children;
  }
  return <template data-reused={scope.use(known)} />;
}
