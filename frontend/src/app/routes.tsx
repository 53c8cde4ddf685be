import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/PublicLayout';
import { adminRoutes } from './admin-routes';
import { lazyPage, type LazyPage } from './lazy-page';
import { publicPages } from './PublicApp';

/**
 * The one route table (spec §2.1), relative to the /blog basename. Every page is its own chunk:
 * the public pages never pull in back-office or editor code. `handle.page` lets the server and
 * the hydrating browser load the matched page before rendering.
 */
const {
  home: HomePage,
  article: ArticlePage,
  contributors: ContributorsPage,
  author: AuthorPage,
  search: SearchPage,
  newsletter: NewsletterPage,
  notFound: NotFoundPage,
} = publicPages;
const LoginPage = lazyPage(() => import('../pages/LoginPage'));
const RegisterPage = lazyPage(() => import('../pages/RegisterPage'));

export interface RouteHandle {
  page?: LazyPage;
}

const page = (Page: LazyPage, path?: string): RouteObject =>
  path === undefined
    ? { index: true, element: <Page />, handle: { page: Page } }
    : { path, element: <Page />, handle: { page: Page } };

const publicLayout = (children: RouteObject[]): RouteObject => ({
  element: (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
  children,
});

const homeRoute = page(HomePage);
const categoryRoute = page(HomePage, 'category/:categorySlug');
const articleRoute = page(ArticlePage, 'article/:slug');
const notFoundRoute = page(NotFoundPage, '*');

const publicRoutes: RouteObject[] = [
  publicLayout([
    homeRoute,
    categoryRoute,
    articleRoute,
    page(ContributorsPage, 'contributors'),
    page(AuthorPage, 'auteur/:username'),
    page(SearchPage, 'recherche'),
    page(NewsletterPage, 'newsletter'),
    page(LoginPage, 'login'),
    page(LoginPage, 'admin/login'),
    page(LoginPage, 'contributor/login'),
    page(RegisterPage, 'register'),
    notFoundRoute,
  ]),
];

export const routes: RouteObject[] = [...publicRoutes, ...adminRoutes];

/**
 * The public routes a path can match, by its first segment: the pages most read (home, categories,
 * articles) are matched against their own route and the not-found one instead of the whole table.
 */
const publicRoutesBySegment = new Map<string, RouteObject[]>([
  ['', [publicLayout([homeRoute, notFoundRoute])]],
  ['category', [publicLayout([categoryRoute, notFoundRoute])]],
  ['article', [publicLayout([articleRoute, notFoundRoute])]],
]);

/**
 * The table to match an app path against. React Router flattens and ranks the whole table on every
 * match, a fifth of a public page's server render with the back office's routes in it: they are only
 * looked at when the path could be theirs, and the most read pages have tables of their own (the
 * router matches decoded paths, case-insensitively).
 */
export function routesFor(path: string): RouteObject[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return routes;
  }
  if (/admin|contributor/i.test(decoded)) return routes;
  return publicRoutesBySegment.get(decoded.split('/')[1]?.toLowerCase() ?? '') ?? publicRoutes;
}

/** Loads the chunks of every page matched by an app path (without the /blog base). */
export async function preloadRoute(path: string): Promise<void> {
  const matches = matchRoutes(routesFor(path), path) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.page?.preload()));
}

const PUBLIC_PAGES: readonly LazyPage[] = [
  HomePage,
  ArticlePage,
  ContributorsPage,
  NewsletterPage,
  AuthorPage,
  SearchPage,
  LoginPage,
  RegisterPage,
  NotFoundPage,
];
let publicPagesLoaded: Promise<unknown> | null = null;

/**
 * The server's `preloadRoute`: every public page is loaded once, at the first render, so that a public
 * path costs no route matching before its render; a path the back office could claim is matched.
 */
export function preloadServerRoute(path: string): Promise<unknown> {
  if (routesFor(path) === routes) return preloadRoute(path);
  publicPagesLoaded ??= Promise.all(PUBLIC_PAGES.map((lazy) => lazy.preload()));
  return publicPagesLoaded;
}
