import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { browserEmotionCache } from '../../../theme/emotion';
import { getSystem } from '../../../theme/system';

/**
 * The system without its global styles (reset, tokens as CSS variables): the built site serves them
 * as one cached stylesheet (scripts/finish-html.mjs), so the browser never writes them again.
 */
function withoutGlobalStyles(system: SystemContext): SystemContext {
  // Layered on the system rather than copied from it: a copy would read `_global`, which the build
  // makes lazy (vite.config.ts) precisely so that the browser never computes it.
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}

let system: SystemContext | null = null;

/**
 * Chakra for the back office's components, in its own chunks: the public pages never load it. The
 * back office is only rendered in the browser; its styles go to the page's one emotion cache.
 */
export function BackOfficeStyles({ children }: { children: ReactNode }) {
  system ??= document.querySelector('link[data-global-css]') ? withoutGlobalStyles(getSystem()) : getSystem();
  return (
    <CacheProvider value={browserEmotionCache()}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
