import { useSyncExternalStore } from 'react';

/**
 * Whether the page matches a media query now, following it as the window changes. `serverValue` is what
 * a page rendered without a window assumes.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
