import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useLocation, useRoutes } from 'react-router';
import { forgetEmbeddedKeys } from '../api/use-api';
import { swrFetcher } from '../api/fetcher';
import { Toaster } from '../components/toast/Toaster';
import { useThemeLoader } from '../theme/use-theme-loader';
import { getSystem } from '../theme/system';
import { routesFor } from './routes';
import type { SsrData } from './ssr-data';

function AppRoutes({ matched }: { matched?: AppProps['matched'] }) {
  // The first location's key is "default"; any other means the reader has navigated in the app.
  // Forgotten during this render, before the next screen's reads decide whether to fetch.
  const location = useLocation();
  if (location.key !== 'default') forgetEmbeddedKeys();
  useThemeLoader();
  // One side or the other for a whole process: the hooks called never change between renders.
  return matched ? matched(location.pathname) : useRoutes(routesFor(location.pathname));
}

/**
 * The system without its global styles (reset, tokens as CSS variables): the built site serves them
 * as one cached stylesheet (scripts/finish-html.mjs), so neither the server nor the browser writes
 * them into each page.
 */
function withoutGlobalStyles(system: SystemContext): SystemContext {
  // Layered on the system rather than copied from it: a copy would read `_global`, which the build
  // makes lazy (vite.config.ts) precisely so that the browser never computes it.
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}

let leanSystem: SystemContext | null = null;

export interface AppProps {
  data: SsrData;
  /** Where emotion keeps the styles: one per server render, one for the page's life in the browser. */
  emotionCache: EmotionCache;
  /** True when the page links the built global stylesheet; false in development. */
  staticGlobalStyles: boolean;
  /** Rendered instead of the routes: a part of a page rendered on its own (entry-server.tsx). */
  children?: ReactNode;
  /** The server's routes, rendered from the matches of the path (remembered per path, entry-server.tsx). */
  matched?: (pathname: string) => ReactNode;
}

/** Providers shared by the server render and the browser; the router comes from the entry. */
export function App({ data, emotionCache, staticGlobalStyles, children, matched }: AppProps) {
  const system = staticGlobalStyles ? (leanSystem ??= withoutGlobalStyles(getSystem())) : getSystem();
  return (
    <SWRConfig value={{ fetcher: swrFetcher, fallback: data.fallback, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <CacheProvider value={emotionCache}>
        <ChakraProvider value={system}>
          {children ?? (
            <>
              <AppRoutes matched={matched} />
              <Toaster />
            </>
          )}
        </ChakraProvider>
      </CacheProvider>
    </SWRConfig>
  );
}
