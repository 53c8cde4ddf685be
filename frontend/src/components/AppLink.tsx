import { chakra } from '@chakra-ui/react';
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';

/**
 * A router link (relative to /blog) that takes Chakra style props. Route discovery is a framework-mode
 * feature this app does not use: without it the router no longer writes `data-discover` on every
 * link of the server-rendered pages.
 */
export const AppLink = chakra(RouterLink, {}, { defaultProps: { discover: 'none' } });
export const AppNavLink = chakra(RouterNavLink, {}, { defaultProps: { discover: 'none' } });

/** The same links without style props, for components styled by class (theme/static-styles.ts). */
export function SiteLink(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}
export function SiteNavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
