import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
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
      expect(render(<SiteLink to={to} className="c" aria-label="x" />)).toBe(
        render(<Link to={to} discover="none" className="c" aria-label="x" />),
      );
    },
  );

  it('leaves paths alone without a basename', () => {
    expect(appHref('/', '/article/a?x=1')).toBe('/article/a?x=1');
  });
});
