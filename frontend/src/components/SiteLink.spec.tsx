import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { RouterPublicLocation } from '../app/router-public-location';
import { appHref, SiteLink } from './SiteLink';

describe('SiteLink', () => {
  it.each(['/', '/?page=2', '/article/securiser-son-vps', '/category/minecraft?page=3', '/contributors#classement', '/admin'])(
    'writes %s as a router Link does under /blog',
    (to) => {
      const render = (node: ReactElement) =>
        renderToString(
          <StaticRouter basename="/blog" location="/blog/article/autre">
            {node}
          </StaticRouter>,
        );
      const link = render(<Link to={to} discover="none" className="c" aria-label="x" />);
      expect(
        render(
          <RouterPublicLocation>
            <SiteLink to={to} className="c" aria-label="x" />
          </RouterPublicLocation>,
        ),
      ).toBe(link);
      // On a server-rendered public page, without the router.
      expect(renderToString(<SiteLink to={to} className="c" aria-label="x" />)).toBe(link);
    },
  );

  it('leaves paths alone without a basename', () => {
    expect(appHref('/', '/article/a?x=1')).toBe('/article/a?x=1');
  });
});
