import { createContext, useContext } from 'react';

/**
 * Where a public page is, without React Router: the public pages are server-rendered and hydrated on
 * their own (public-boot.tsx), and a link between them is a plain link (a full page load, served from
 * the server's cache). Inside the back office's router the same context is given by the router
 * (`RouterPublicLocation`, App.tsx), whose navigations then stay in the app.
 */
export interface PublicLocation {
  /** The app path (without /blog), as the address bar has it. */
  pathname: string;
  /** The query string, with its `?` (or empty). */
  search: string;
  /** Navigates inside the app to an absolute app path; absent, links are left to the browser. */
  navigate?: (to: string) => void;
}

export const PublicLocationContext = createContext<PublicLocation>({ pathname: '/', search: '' });

export const usePublicLocation = (): PublicLocation => useContext(PublicLocationContext);

export type PublicPageName = 'home' | 'article' | 'contributors' | 'author' | 'search' | 'newsletter' | 'notFound';

export interface PublicMatch {
  page: PublicPageName;
  /** The dynamic segments of the path, decoded as React Router decodes them. */
  params: { categorySlug?: string; slug?: string; username?: string };
}

/**
 * The path decoded segment by segment, an encoded slash kept encoded (React Router's `decodePath`);
 * a malformed escape leaves the path as it is.
 */
export function decodeAppPath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The pages with a parameter: their first segment, and the name of the second. */
const DYNAMIC: Record<string, [PublicPageName, keyof PublicMatch['params']]> = {
  category: ['home', 'categorySlug'],
  article: ['article', 'slug'],
  auteur: ['author', 'username'],
};
const STATIC: Record<string, PublicPageName> = { contributors: 'contributors', recherche: 'search', newsletter: 'newsletter' };

/**
 * The public page a server-rendered app path shows, matched as the route table matches it
 * (routes.tsx: case-insensitive, trailing slashes ignored; anything else is the not-found page).
 */
export function matchPublicPath(path: string): PublicMatch {
  const decoded = decodeAppPath(path);
  if (!decoded.startsWith('/') && decoded !== '') return { page: 'notFound', params: {} };
  const segments = decoded.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length === 0) return { page: 'home', params: {} };
  const [first = '', second] = segments;
  if (segments.length === 1 && first && STATIC[first.toLowerCase()]) return { page: STATIC[first.toLowerCase()]!, params: {} };
  const dynamic = DYNAMIC[first.toLowerCase()];
  if (dynamic && segments.length === 2 && second) {
    return { page: dynamic[0], params: { [dynamic[1]]: second.replace(/%2F/g, '/') } };
  }
  return { page: 'notFound', params: {} };
}

/** The current public page's path parameters and query, for the page components. */
export function usePublicRoute(): PublicMatch['params'] & { query: URLSearchParams } {
  const { pathname, search } = usePublicLocation();
  return { ...matchPublicPath(pathname).params, query: new URLSearchParams(search) };
}
