import { Box, chakra, Flex, HStack } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../../features/site/use-site';
import { fr } from '../../i18n/fr';
import { useSession } from '../../session/use-session';
import { AppLink, AppNavLink } from '../AppLink';
import { CloseIcon, LogoMark, MenuIcon } from '../icons';

const t = fr.header;

const navLinkStyle = {
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  transition: 'color 0.15s, background 0.15s',
  _hover: { color: 'fg', bg: 'whiteAlpha.100' },
  '&[aria-current=page]': { color: 'primary.fg' },
} as const;

/** Spec §2.2 header; below the `lg` breakpoint the links fold into a toggleable menu with Espace Client. */
export function Header() {
  const { brand } = useSite();
  // Public pages are rendered (and cached) for anonymous readers: the stored session is only read once
  // hydrated, so the server's header and the first browser render agree and the links switch just after.
  const { isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const external = [
    { href: brand.mainSiteUrl, label: t.mainSite },
    { href: brand.gameServersUrl, label: t.gameServers },
    { href: brand.vpsUrl, label: t.vps },
  ];

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(15, 20, 25, 0.88)"
      backdropFilter="blur(12px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <AppLink
          to="/"
          display="flex"
          alignItems="center"
          gap="2"
          fontWeight="extrabold"
          fontSize="lg"
          color="fg"
          aria-label={t.homeLink(brand.name)}
        >
          <Box as="span" color="primary.fg" display="inline-flex">
            <LogoMark size={28} />
          </Box>
          <span>
            {brand.name}
            <Box as="span" color="primary.fg">
              {' '}
              Blog
            </Box>
          </span>
        </AppLink>

        <HStack as="nav" aria-label={t.mainNavigation} gap="1" display={{ base: 'none', lg: 'flex' }}>
          <AppNavLink to="/" end {...navLinkStyle}>
            {t.home}
          </AppNavLink>
          <AppNavLink to="/contributors" {...navLinkStyle}>
            {t.contributors}
          </AppNavLink>
          {external.map((link) => (
            <chakra.a key={link.label} href={link.href} {...navLinkStyle}>
              {link.label}
            </chakra.a>
          ))}
        </HStack>

        <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
          {isAuthenticated ? (
            <AppLink
              to="/admin"
              px="4"
              py="2"
              rounded="md"
              fontSize="sm"
              fontWeight="bold"
              bg="primary.solid"
              color="primary.contrast"
              _hover={{ opacity: 0.9 }}
              data-testid="my-space-link"
            >
              {t.mySpace}
            </AppLink>
          ) : (
            <>
              <AppLink
                to="/login"
                px="4"
                py="2"
                rounded="md"
                fontSize="sm"
                fontWeight="semibold"
                color="fg"
                borderWidth="1px"
                borderColor="border.emphasized"
                _hover={{ borderColor: 'primary.solid', color: 'primary.fg' }}
              >
                {t.contribute}
              </AppLink>
              <AppLink
                to="/register"
                px="4"
                py="2"
                rounded="md"
                fontSize="sm"
                fontWeight="bold"
                bg="primary.solid"
                color="primary.contrast"
                _hover={{ opacity: 0.9 }}
              >
                {t.register}
              </AppLink>
            </>
          )}
        </HStack>

        <chakra.button
          ref={toggleRef}
          type="button"
          display={{ base: 'inline-flex', lg: 'none' }}
          alignItems="center"
          justifyContent="center"
          w="11"
          h="11"
          rounded="md"
          color="fg"
          cursor="pointer"
          _hover={{ bg: 'whiteAlpha.100' }}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </chakra.button>
      </Flex>

      <Box id={menuId} hidden={!open} display={{ lg: 'none' }} borderTopWidth="1px" borderColor="border" bg="bg.subtle">
        <chakra.nav aria-label={t.mainNavigation} display="flex" flexDirection="column" px="4" py="3" gap="1">
          <AppNavLink to="/" end {...navLinkStyle} fontSize="md">
            {t.home}
          </AppNavLink>
          <AppNavLink to="/contributors" {...navLinkStyle} fontSize="md">
            {t.contributors}
          </AppNavLink>
          {external.map((link) => (
            <chakra.a key={link.label} href={link.href} {...navLinkStyle} fontSize="md">
              {link.label}
            </chakra.a>
          ))}
          <chakra.a href={brand.clientAreaUrl} {...navLinkStyle} fontSize="md">
            {t.clientArea}
          </chakra.a>
          <Flex gap="2" pt="2">
            {isAuthenticated ? (
              <AppLink
                to="/admin"
                flex="1"
                textAlign="center"
                py="2.5"
                rounded="md"
                fontWeight="bold"
                bg="primary.solid"
                color="primary.contrast"
              >
                {t.mySpace}
              </AppLink>
            ) : (
              <>
                <AppLink
                  to="/login"
                  flex="1"
                  textAlign="center"
                  py="2.5"
                  rounded="md"
                  fontWeight="semibold"
                  borderWidth="1px"
                  borderColor="border.emphasized"
                >
                  {t.contribute}
                </AppLink>
                <AppLink
                  to="/register"
                  flex="1"
                  textAlign="center"
                  py="2.5"
                  rounded="md"
                  fontWeight="bold"
                  bg="primary.solid"
                  color="primary.contrast"
                >
                  {t.register}
                </AppLink>
              </>
            )}
          </Flex>
        </chakra.nav>
      </Box>
    </Box>
  );
}
