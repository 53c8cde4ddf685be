import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../api/models';
import { Avatar } from '../../../../components/Avatar';
import { frAdmin } from '../../../../i18n/fr-admin';
import { signOut } from './admin-menu';

const t = frAdmin.layout;

const itemStyle = {
  display: 'block',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  textAlign: 'left',
  w: 'full',
  cursor: 'pointer',
  _hover: { bg: 'whiteAlpha.100' },
} as const;

/**
 * Who is signed in, on every screen size: name and role in the header, and a menu with the profile, the
 * e-mail preferences and sign-out. A disclosure: Escape or a click elsewhere closes it, focus returns.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = user.display_name || user.username;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <Box ref={root} position="relative" data-testid="account-menu">
      <chakra.button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t.accountOf(name, frAdmin.roles[user.role])}
        onClick={() => setOpen((o) => !o)}
        display="flex"
        alignItems="center"
        gap="2"
        p="1"
        pr={{ base: '1', sm: '2' }}
        rounded="full"
        cursor="pointer"
        _hover={{ bg: 'whiteAlpha.100' }}
      >
        <Avatar src={user.avatar} username={name} email={user.email} size="sm" />
        <Box display={{ base: 'none', sm: 'block' }} textAlign="left" minW="0" maxW="40">
          <Text fontSize="sm" fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="primary.fg" fontWeight="semibold" truncate>
            {frAdmin.roles[user.role]}
          </Text>
        </Box>
      </chakra.button>
      {open && (
        <Box
          id={menuId}
          position="absolute"
          right="0"
          top="calc(100% + 0.5rem)"
          w="64"
          maxW="calc(100vw - 2rem)"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="lg"
          shadow="lg"
          p="2"
          zIndex="dropdown"
        >
          <Flex direction="column" px="3" py="2" borderBottomWidth="1px" borderColor="border" mb="1">
            <Text fontSize="sm" fontWeight="semibold" overflowWrap="anywhere">
              {name}
            </Text>
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {frAdmin.roles[user.role]} · {user.email}
            </Text>
          </Flex>
          <Stack as="ul" listStyleType="none" gap="0.5">
            <li>
              <chakra.span asChild {...itemStyle}>
                <Link to="/admin/profile" onClick={close}>
                  {t.accountProfile}
                </Link>
              </chakra.span>
            </li>
            <li>
              <chakra.span asChild {...itemStyle}>
                <Link to="/admin/profile#preferences" onClick={close}>
                  {t.accountPreferences}
                </Link>
              </chakra.span>
            </li>
            <li>
              <chakra.button type="button" onClick={() => signOut(user.role)} {...itemStyle} color="#FCA5A5">
                {t.logout}
              </chakra.button>
            </li>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
