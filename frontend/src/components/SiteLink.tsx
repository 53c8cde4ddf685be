import { startTransition, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

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

/**
 * A link to an absolute app path for components styled by class (theme/static-styles.ts). The same
 * markup and click as a router Link (a plain left click goes through the router's history, and
 * replaces the entry when it is the page already shown), without the hooks a Link runs to resolve
 * relative paths: a public page has some forty links, and those hooks were a tenth of its render.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const navigation = useContext(UNSAFE_NavigationContext) as { basename: string; navigator: Navigator; useTransitions?: boolean };
  const href = appHref(navigation.basename, to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, rest.target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    const { navigator } = navigation;
    const go = () => (pathname + search + hash === href ? navigator.replace(href) : navigator.push(href));
    if (navigation.useTransitions) startTransition(go);
    else go();
  };
  return <a {...rest} href={href} onClick={handleClick} />;
}

type Navigator = { push(to: string): void; replace(to: string): void };

function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return (
    event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
