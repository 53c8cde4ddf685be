import { matchRoutes } from 'react-router';
import { routes, routesFor } from './routes';

const leaf = (path: string, table: typeof routes) => {
  const matches = matchRoutes(table, path);
  return matches?.map((match) => match.route.path ?? '(layout)').join(' > ') ?? null;
};

describe('routesFor', () => {
  // React Router warns about the malformed path of the last case.
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it.each([
    '/',
    '',
    '/category',
    '/category/',
    '/Category/Minecraft/',
    '/category/minecraft/en-trop',
    '//article/securiser-son-vps',
    '/%61rticle/securiser-son-vps',
    '/article/',
    '/ARTICLE/securiser-son-vps',
    '/category/minecraft',
    '/article/securiser-son-vps',
    '/article/caf%C3%A9',
    '/contributors',
    '/recherche',
    '/login',
    '/register',
    '/nimporte/quoi',
    '/admin',
    '/ADMIN/articles',
    '/admin/login',
    '/admin/articles/edit/12',
    '/contributor/login',
    '/contributor/dashboard',
    '/contributor/edit/3',
    '/%61dmin/users',
    '/article/contributor-guide',
    '/article/%E0%A4%A',
  ])('matches %s as the whole table does', (path) => {
    expect(leaf(path, routesFor(path))).toBe(leaf(path, routes));
  });

  it('leaves the back office out of a public page’s match', () => {
    expect(routesFor('/article/securiser-son-vps').length).toBeLessThan(routes.length);
  });
});
