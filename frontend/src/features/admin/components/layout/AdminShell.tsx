import { Box, chakra, Flex } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { MenuIcon } from '../../../../components/icons';
import { PageSpinner } from '../../../../components/PageSpinner';
import { frAdmin } from '../../../../i18n/fr-admin';
import { useSession } from '../../../../session/use-session';
import { Sidebar } from './Sidebar';

/**
 * The back office's frame (spec §2.8). Signed out, it renders only the page, whose guard redirects to
 * the right login (spec §6); signed in, the sidebar sits beside it (a drawer on small screens).
 */
export default function AdminShell() {
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
      <Box as="aside" display={{ base: 'none', lg: 'block' }} w="64" flexShrink={0} position="sticky" top="0" h="100dvh" bg="bg.subtle" borderRightWidth="1px" borderColor="border">
        <Sidebar user={user} />
      </Box>
      {menuOpen && (
        <Box position="fixed" inset="0" zIndex="overlay" display={{ lg: 'none' }}>
          <Box position="absolute" inset="0" bg="rgba(0,0,0,0.6)" onClick={() => setMenuOpen(false)} aria-hidden="true" />
          <Box position="absolute" top="0" left="0" bottom="0" w="72" bg="bg.subtle" borderRightWidth="1px" borderColor="border" id="admin-menu">
            <Sidebar user={user} onNavigate={() => setMenuOpen(false)} />
          </Box>
        </Box>
      )}
      <Box flex="1" minW="0">
        <Flex display={{ base: 'flex', lg: 'none' }} align="center" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="border" bg="bg.subtle" position="sticky" top="0" zIndex="sticky">
          <chakra.button type="button" onClick={() => setMenuOpen(true)} aria-label={frAdmin.layout.openMenu} aria-expanded={menuOpen} aria-controls="admin-menu" p="2" rounded="md" cursor="pointer" _hover={{ bg: 'whiteAlpha.100' }}>
            <MenuIcon />
          </chakra.button>
          <chakra.span fontWeight="bold">{frAdmin.layout.brand}</chakra.span>
        </Flex>
        <Box as="main" id="contenu" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl" mx="auto">
          {page}
        </Box>
      </Box>
    </Flex>
  );
}
