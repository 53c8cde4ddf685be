import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { useRoutes } from 'react-router';
import { swrFetcher } from '../api/fetcher';
import { Toaster } from '../components/toast/Toaster';
import { useThemeLoader } from '../theme/use-theme-loader';
import { getSystem } from '../theme/system';
import { routes } from './routes';
import type { SsrData } from './ssr-data';

function AppRoutes() {
  useThemeLoader();
  return useRoutes(routes);
}

/** Providers shared by the server render and the browser; the router comes from the entry. */
export function App({ data }: { data: SsrData }) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, fallback: data.fallback, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ChakraProvider value={getSystem()}>
        <AppRoutes />
        <Toaster />
      </ChakraProvider>
    </SWRConfig>
  );
}
