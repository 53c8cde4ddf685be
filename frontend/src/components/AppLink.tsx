import { chakra } from '@chakra-ui/react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';

/** A router link (relative to /blog) that takes Chakra style props. */
export const AppLink = chakra(RouterLink);
export const AppNavLink = chakra(RouterNavLink);
