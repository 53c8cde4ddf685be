import { matchPath, matchRoutes } from 'react-router';
import { apiKeys } from '../api/keys';
import { pageNumberOf } from './page-param';
import { decodeAppPath } from './public-route';
import { routesFor } from './routes';

/** Every page needs the brand (chrome) and the settings (theme, reward badge). */
const ALWAYS = [apiKeys.site, apiKeys.settings];

function pageNumber(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A numbered list's keys, or the not-found page's when its `page` parameter names no page (page-param.ts). */
function listKeys(search: string, keys: (page: number) => string[]): string[] {
  const page = pageNumberOf(search);
  return page === null ? ALWAYS : [...ALWAYS, ...keys(page)];
}

/**
 * The API answers a server render of an app path needs, in the keys the pages read them under.
 * Returns null for paths that are not server-rendered (login, register, back office…).
 */
export function dataKeysFor(url: string): string[] | null {
  const [rawPath = '/', search = ''] = url.split('?');
  // The router matches decoded paths, so the pages read decoded params: the keys are built from the same values.
  const path = decodeAppPath(rawPath);
  if (path === '/' || path === '')
    return listKeys(search, (page) => [apiKeys.categories, apiKeys.articles(null, page), apiKeys.offerCards]);
  const category = matchPath('/category/:categorySlug', path);
  if (category) {
    return listKeys(search, (page) => [
      apiKeys.categories,
      apiKeys.articles(category.params.categorySlug, page),
      apiKeys.offerCards,
    ]);
  }
  const article = matchPath('/article/:slug', path);
  if (article) return [...ALWAYS, apiKeys.article(article.params.slug ?? ''), apiKeys.recentArticles, apiKeys.offerCards];
  const author = matchPath('/auteur/:username', path);
  if (author) return listKeys(search, (page) => [apiKeys.author(author.params.username ?? '', page)]);
  if (matchPath('/recherche', path)) {
    const params = new URLSearchParams(search);
    return [...ALWAYS, apiKeys.categories, apiKeys.search(params.get('q') ?? '', pageNumber(search), params.get('category'))];
  }
  if (matchPath('/newsletter', path)) return [...ALWAYS, apiKeys.categories];
  if (matchPath('/contributors', path)) return [...ALWAYS, apiKeys.leaderboard, apiKeys.contributorStats];
  // A path no page claims is rendered on the server too, so that it answers HTTP 404 with the not-found screen.
  const matches = matchRoutes(routesFor(path), path);
  if (!matches || matches[matches.length - 1]?.route.path === '*') return ALWAYS;
  return null;
}
