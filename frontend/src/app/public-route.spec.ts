import { matchRoutes } from 'react-router';
import { matchPublicPath, type PublicPageName } from './public-route';
import { routes } from './routes';

/** The server-rendered pages of the route table, by route path (the home page is the index route). */
const PAGES: Record<string, PublicPageName> = {
  '(index)': 'home',
  'category/:categorySlug': 'home',
  'article/:slug': 'article',
  contributors: 'contributors',
  'auteur/:username': 'author',
  recherche: 'search',
  '*': 'notFound',
};

describe('matchPublicPath', () => {
  // React Router warns about the malformed path of the last cases.
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it.each([
    '/',
    '',
    '//',
    '/category',
    '/category/',
    '/Category/Minecraft/',
    '/category/minecraft/en-trop',
    '/category/minecraft//',
    '//article/securiser-son-vps',
    '/%61rticle/securiser-son-vps',
    '/article/',
    '/ARTICLE/securiser-son-vps',
    '/category/minecraft',
    '/article/securiser-son-vps',
    '/article/caf%C3%A9',
    '/article/caf%C3%A9%20cr%C3%A8me',
    '/article/a%2Fb',
    '/contributors',
    '/contributors/',
    '/Contributors',
    '/contributors/x',
    '/recherche',
    '/recherche/',
    '/auteur/alice',
    '/auteur/Al%C3%AFce',
    '/auteur/',
    '/auteur/alice/rss',
    '/nimporte/quoi',
    '/page-inconnue',
    '/admin/nimporte/quoi/encore/plus',
    '/article/%E0%A4%A',
    '/%E0%A4%A',
  ])('matches %s as the route table does', (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.[matches.length - 1];
    const page = leaf && PAGES[leaf.route.index ? '(index)' : (leaf.route.path ?? '')];
    // Only the paths the table gives a server-rendered page (the others are the back office's).
    if (!page) return;
    expect(matchPublicPath(path)).toEqual({ page, params: leaf.params['*'] === undefined ? { ...leaf.params } : {} });
  });

  it('leaves every other path to the not-found page', () => {
    expect(matchPublicPath('/login').page).toBe('notFound');
    expect(matchPublicPath('/category/a/b').page).toBe('notFound');
  });
});
