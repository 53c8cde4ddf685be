import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useLocation, useRoutes } from 'react-router';
import { forgetEmbeddedKeys } from '../api/use-api';
import { swrFetcher } from '../api/fetcher';
import { Toaster } from '../components/toast/Toaster';
import { ServerStylesContext } from '../theme/static-styles';
import { useThemeLoader } from '../theme/use-theme-loader';
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

export interface AppProps {
  data: SsrData;
  /** On the server, the render's emotion cache, which collects the page's stylesheet (entry-server.tsx). */
  serverStyles?: EmotionCache;
  /** Rendered instead of the routes: a part of a page rendered on its own (entry-server.tsx). */
  children?: ReactNode;
  /** The server's routes, rendered from the matches of the path (remembered per path, entry-server.tsx). */
  matched?: (pathname: string) => ReactNode;
}

/**
 * Providers shared by the server render and the browser; the router comes from the entry. The public
 * pages are plain elements styled by class (theme/static-styles.ts): Chakra's provider is the back
 * office's own (features/admin/components/layout/BackOfficeStyles.tsx), loaded with it.
 */
export function App({ data, serverStyles, children, matched }: AppProps) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, fallback: data.fallback, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ServerStylesContext.Provider value={serverStyles ?? null}>
        {children ?? (
          <>
            <AppRoutes matched={matched} />
            <Toaster />
          </>
        )}
      </ServerStylesContext.Provider>
    </SWRConfig>
  );
}
