import { Box, chakra } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { fr } from '../../i18n/fr';
import { HydrationUnit } from '../HydrationUnit';
import { PageSpinner } from '../PageSpinner';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, page and footer of every public screen; pages opened client-side suspend inside <main>. */
export function PublicLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <chakra.a
        href="#contenu"
        srOnly
        _focus={{
          srOnly: false,
          position: 'fixed',
          top: '2',
          left: '2',
          zIndex: 'skipLink',
          bg: 'primary.solid',
          color: 'primary.contrast',
          px: '4',
          py: '2',
          rounded: 'md',
        }}
      >
        {fr.site.skipToContent}
      </chakra.a>
      <HydrationUnit>
        <Header />
      </HydrationUnit>
      <Box as="main" id="contenu" flex="1" tabIndex={-1} outline="none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <HydrationUnit>
        <Footer />
      </HydrationUnit>
    </Box>
  );
}
