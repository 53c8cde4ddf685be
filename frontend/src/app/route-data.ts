import { matchPath, matchRoutes } from 'react-router';
import { apiKeys } from '../api/keys';
import { decodeAppPath } from './public-route';
import { routesFor } from './routes';

/** Every page needs the brand (chrome) and the settings (theme, reward badge). */
const ALWAYS = [apiKeys.site, apiKeys.settings];

function pageNumber(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The API answers a server render of an app path needs, in the keys the pages read them under.
 * Returns null for paths that are not server-rendered (login, register, back office…).
 */
export function dataKeysFor(url: string): string[] | null {
  const [rawPath = '/', search = ''] = url.split('?');
  // The router matches decoded paths, so the pages read decoded params: the keys are built from the same values.
  const path = decodeAppPath(rawPath);
  if (path === '/' || path === '') return [...ALWAYS, apiKeys.categories, apiKeys.articles(null, pageNumber(search))];
  const category = matchPath('/category/:categorySlug', path);
  if (category) return [...ALWAYS, apiKeys.categories, apiKeys.articles(category.params.categorySlug, pageNumber(search))];
  const article = matchPath('/article/:slug', path);
  if (article) return [...ALWAYS, apiKeys.article(article.params.slug ?? ''), apiKeys.recentArticles];
  const author = matchPath('/auteur/:username', path);
  if (author) return [...ALWAYS, apiKeys.author(author.params.username ?? '', pageNumber(search))];
  if (matchPath('/recherche', path)) {
    const params = new URLSearchParams(search);
    return [...ALWAYS, apiKeys.categories, apiKeys.search(params.get('q') ?? '', pageNumber(search), params.get('category'))];
  }
  if (matchPath('/contributors', path)) return [...ALWAYS, apiKeys.leaderboard, apiKeys.contributorStats];
  // A path no page claims is rendered on the server too, so that it answers HTTP 404 with the not-found screen.
  const matches = matchRoutes(routesFor(path), path);
  if (!matches || matches[matches.length - 1]?.route.path === '*') return ALWAYS;
  return null;
}
