import { SWRConfig } from 'swr';
import { useLocation, useRoutes } from 'react-router';
import { ApiReaderContext, forgetEmbeddedKeys } from '../api/use-api';
import { swrFetcher } from '../api/fetcher';
import { useSwrApi } from '../api/use-swr-api';
import { Toaster } from '../components/toast/Toaster';
import { useThemeLoader } from '../theme/use-theme-loader';
import { RouterPublicLocation } from './router-public-location';
import { routesFor } from './routes';
import type { SsrData } from './ssr-data';

function AppRoutes() {
  // The first location's key is "default"; any other means the reader has navigated in the app.
  // Forgotten during this render, before the next screen's reads decide whether to fetch.
  const location = useLocation();
  if (location.key !== 'default') forgetEmbeddedKeys();
  useThemeLoader();
  return useRoutes(routesFor(location.pathname));
}

export interface AppProps {
  data: SsrData;
}

/**
 * The back office's app (and the sign-in pages), in the browser; the router comes from the entry
 * (boot.tsx). Its reads go through SWR. The server-rendered public pages are not rendered by it but
 * by `PublicApp`, without router nor SWR (public-boot.tsx); Chakra's provider is the back office's
 * own (features/admin/layout/BackOfficeStyles.tsx), loaded with it.
 */
export function App({ data }: AppProps) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, fallback: data.fallback, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ApiReaderContext.Provider value={useSwrApi}>
        <RouterPublicLocation>
          <AppRoutes />
        </RouterPublicLocation>
        <Toaster />
      </ApiReaderContext.Provider>
    </SWRConfig>
  );
}
