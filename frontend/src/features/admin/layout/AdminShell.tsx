import { Box, chakra, Flex } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import type { SessionUser } from '../../../api/models';
import { MenuIcon } from '../../../components/icons';
import { PageSpinner } from '../../../components/PageSpinner';
import { frAdmin } from '../../../i18n/fr-admin';
import { useSession } from '../../../session/use-session';
import { NotificationBell } from '../notifications/NotificationBell';
import { useModal } from '../shared/ui/use-modal';
import { AccountMenu } from './AccountMenu';
import { BackOfficeStyles } from './BackOfficeStyles';
import { spaceTitle } from '../shared/space-title';
import { Sidebar } from './Sidebar';

/** The sidebar as a modal drawer on small screens: the page behind is inert until it closes. */
function MenuDrawer({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(layer, panel, onClose, 'panel');
  return createPortal(
    <Box ref={layer} position="fixed" inset="0" zIndex="overlay" display={{ lg: 'none' }}>
      <Box position="absolute" inset="0" bg="rgba(0,0,0,0.6)" onClick={onClose} aria-hidden="true" />
      <Box
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={frAdmin.layout.menu}
        tabIndex={-1}
        outline="none"
        position="absolute"
        top="0"
        left="0"
        bottom="0"
        w="72"
        maxW="85vw"
        bg="bg.subtle"
        borderRightWidth="1px"
        borderColor="border"
        id="admin-menu"
      >
        <Sidebar user={user} onNavigate={onClose} />
      </Box>
    </Box>,
    document.body,
  );
}

/**
 * The back office's frame (spec §2.8). Signed out, it renders only the page, whose guard redirects to
 * the right login (spec §6); signed in, the sidebar sits beside it (a drawer on small screens) and the
 * header above it holds the notifications bell (and, on small screens, the menu button).
 */
function Shell() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!session.ready) return <PageSpinner />;
  const user = session.isAuthenticated ? session.user : null;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  if (!user) return page;
  return (
    <Flex minH="100dvh" bg="bg">
      <Box
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink={0}
        position="sticky"
        top="0"
        h="100dvh"
        bg="bg.subtle"
        borderRightWidth="1px"
        borderColor="border"
      >
        <Sidebar user={user} />
      </Box>
      {menuOpen && <MenuDrawer user={user} onClose={() => setMenuOpen(false)} />}
      <Box flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          gap="3"
          px={{ base: '4', md: '8' }}
          py={{ base: '2', lg: '1.5' }}
          borderBottomWidth="1px"
          borderColor="border"
          bg="bg.subtle"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <chakra.button
            type="button"
            display={{ lg: 'none' }}
            onClick={() => setMenuOpen(true)}
            aria-label={frAdmin.layout.openMenu}
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            p="2"
            rounded="md"
            cursor="pointer"
            _hover={{ bg: 'whiteAlpha.100' }}
          >
            <MenuIcon />
          </chakra.button>
          <chakra.span fontWeight="bold" display={{ lg: 'none' }} truncate minW="0">
            {spaceTitle(user.role)}
          </chakra.span>
          <Flex ml="auto" align="center" gap={{ base: '1', sm: '3' }} flexShrink={0}>
            <NotificationBell />
            <AccountMenu user={user} />
          </Flex>
        </Flex>
        <Box as="main" id="contenu" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl" mx="auto">
          {page}
        </Box>
      </Box>
    </Flex>
  );
}

/** The frame inside Chakra's provider, both loaded with the back office, never by the public pages. */
export default function AdminShell() {
  return (
    <BackOfficeStyles>
      <Shell />
    </BackOfficeStyles>
  );
}
