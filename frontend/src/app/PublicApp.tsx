import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toast/Toaster';
import { PublicLayout } from '../components/layout/PublicLayout';
import { ServerStylesContext } from '../theme/static-styles';
import { useThemeLoader } from '../theme/use-theme-loader';
import { lazyPage, type LazyPage } from './lazy-page';
import { matchPublicPath, PublicLocationContext, type PublicLocation, type PublicPageName } from './public-route';

/** The server-rendered pages, each its own chunk (the route table, routes.tsx, uses the same ones). */
export const publicPages: Record<PublicPageName, LazyPage> = {
  home: lazyPage(() => import('../pages/HomePage')),
  article: lazyPage(() => import('../pages/ArticlePage')),
  contributors: lazyPage(() => import('../pages/ContributorsPage')),
  author: lazyPage(() => import('../pages/AuthorPage')),
  search: lazyPage(() => import('../pages/SearchPage')),
  newsletter: lazyPage(() => import('../pages/NewsletterPage')),
  notFound: lazyPage(() => import('../pages/NotFoundPage')),
};

/** The page an app path shows; its chunk is loaded before the server renders it or the browser hydrates it. */
export const publicPageFor = (pathname: string): LazyPage => publicPages[matchPublicPath(pathname).page];

function ThemeLoader() {
  useThemeLoader();
  return null;
}

export interface PublicAppProps {
  location: PublicLocation;
  /** On the server, the render's emotion cache, which collects the page's stylesheet (entry-server.tsx). */
  serverStyles?: EmotionCache;
  /** Rendered instead of the page: a part of a page rendered on its own (entry-server.tsx). */
  children?: ReactNode;
}

/**
 * A server-rendered public page, as the server renders it and the browser hydrates it: the layout,
 * the page its path matches, and the toasts' region. No router and no SWR: links between public pages
 * are plain links, and the page reads the answers embedded in it (api/use-api.ts).
 */
export function PublicApp({ location, serverStyles, children }: PublicAppProps) {
  const Page = publicPageFor(location.pathname);
  return (
    <ServerStylesContext.Provider value={serverStyles ?? null}>
      <PublicLocationContext.Provider value={location}>
        {children ?? (
          <>
            <ThemeLoader />
            <PublicLayout>
              <Page />
            </PublicLayout>
            <Toaster />
          </>
        )}
      </PublicLocationContext.Provider>
    </ServerStylesContext.Provider>
  );
}
