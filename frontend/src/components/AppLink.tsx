import { chakra } from '@chakra-ui/react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';

/**
 * A router link (relative to /blog) that takes Chakra style props. Route discovery is a framework-mode
 * feature this app does not use: without it the router no longer writes `data-discover` on every
 * link of the server-rendered pages. Components styled by class use `SiteLink` instead.
 */
export const AppLink = chakra(RouterLink, {}, { defaultProps: { discover: 'none' } });
export const AppNavLink = chakra(RouterNavLink, {}, { defaultProps: { discover: 'none' } });
