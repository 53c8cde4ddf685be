import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePublicLocation, type PublicLocation } from '../app/public-route';
import { BASE_PATH } from '../session/unauthorized';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute app path (`/article/…`, `/?page=2`), without the basename. */
  to: string;
};

/** The href of an absolute app path, as the router writes it (`/` is the basename itself). */
export function appHref(basename: string, to: string): string {
  if (basename === '/') return to;
  const cut = to.search(/[?#]/);
  const pathname = cut < 0 ? to : to.slice(0, cut);
  const rest = cut < 0 ? '' : to.slice(cut);
  return `${pathname === '/' || pathname === '' ? basename : `${basename}/${pathname}`.replace(/\/\/+/g, '/')}${rest}`;
}

/** Opens an absolute app path: inside the app under the back office's router, else as a new page. */
export function goTo(location: PublicLocation, to: string): void {
  if (location.navigate) location.navigate(to);
  else window.location.assign(appHref(BASE_PATH, to));
}

/**
 * A link to an absolute app path for components styled by class (theme/static-styles.ts), with the
 * markup of a router Link. On a server-rendered public page it is a plain link (the next page comes
 * from the server, cached); under the back office's router a plain left click navigates inside the app.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const { navigate } = usePublicLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event, rest.target)) return;
    event.preventDefault();
    navigate(to);
  };
  // Added to `rest` rather than after it: keys added after a spread are slow under Node 20 (server render).
  return <a {...Object.assign(rest, { href: appHref(BASE_PATH, to), onClick: handleClick })} />;
}

function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return (
    event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
