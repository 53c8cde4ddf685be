import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { SessionUser } from '../../../api/models';
import { Avatar } from '../../../components/Avatar';
import { LogoMark } from '../../../components/icons';
import { frAdmin } from '../../../i18n/fr-admin';
import { frNotifications } from '../../../i18n/fr-notifications';
import { BASE_PATH } from '../../../session/unauthorized';
import { useOutbox } from '../outbox/use-outbox-reads';
import { spaceTitle } from '../shared/space-title';
import { menuFor, signOut, type MenuEntry } from './admin-menu';
import { ExternalIcon, LogoutIcon, MENU_ICONS } from '../shared/ui/icons';

const t = frAdmin.layout;

/** The look of the items under the menu (the public site, logout). */
const FOOT_ITEM = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'lg',
  fontSize: 'sm',
  color: 'fg.muted',
} as const;

function MenuLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const Icon = MENU_ICONS[entry.to];
  return (
    <NavLink to={entry.to} end={entry.end} onClick={onNavigate} style={{ textDecoration: 'none' }}>
      {({ isActive }) => (
        <Flex
          as="span"
          align="center"
          gap="3"
          px="3"
          py="2"
          rounded="lg"
          fontSize="sm"
          fontWeight={isActive ? 'semibold' : 'medium'}
          color={isActive ? 'primary.fg' : 'fg.muted'}
          bg={isActive ? 'primary.subtle' : 'transparent'}
          _hover={{ bg: isActive ? 'primary.subtle' : 'whiteAlpha.100', color: isActive ? 'primary.fg' : 'fg' }}
          aria-current={isActive ? 'page' : undefined}
        >
          {Icon && <Icon size={18} />}
          {entry.label}
        </Flex>
      )}
    </NavLink>
  );
}

/** Spec §2.8: who is signed in, the menu for their role, the public site in a new tab, and logout. */
export function Sidebar({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const name = user.display_name || user.username;
  const { main, adminOnly } = menuFor(user.role);
  // The demo outbox exists only without an SMTP server: its entry shows when the API answers (admins only).
  const outbox = useOutbox(1, user.role === 'admin');
  const logout = () => signOut(user.role);
  return (
    <Flex direction="column" h="full" gap="6" p="4">
      <Flex align="center" gap="2" px="2" color="primary.fg">
        <LogoMark size={26} />
        <Text fontWeight="extrabold" color="fg">
          {spaceTitle(user.role)}
        </Text>
      </Flex>
      <Flex
        align="center"
        gap="3"
        p="3"
        rounded="xl"
        bg="whiteAlpha.50"
        borderWidth="1px"
        borderColor="border"
        data-testid="sidebar-user"
      >
        <Avatar src={user.avatar} username={name} email={user.email} size="md" />
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="primary.fg" fontWeight="semibold">
            {frAdmin.roles[user.role]}
          </Text>
        </Box>
      </Flex>
      <Box as="nav" aria-label={t.navigation} flex="1" overflowY="auto">
        <Stack gap="1">
          {main.map((entry) => (
            <MenuLink key={entry.to} entry={entry} onNavigate={onNavigate} />
          ))}
        </Stack>
        {adminOnly.length > 0 && (
          <>
            <Text
              px="3"
              mt="6"
              mb="2"
              fontSize="xs"
              textTransform="uppercase"
              letterSpacing="wider"
              color="fg.muted"
              fontWeight="bold"
            >
              {frAdmin.menu.adminSection}
            </Text>
            <Stack gap="1">
              {adminOnly.map((entry) => (
                <MenuLink key={entry.to} entry={entry} onNavigate={onNavigate} />
              ))}
            </Stack>
          </>
        )}
      </Box>
      <Stack gap="1" borderTopWidth="1px" borderColor="border" pt="4">
        {outbox.data && <MenuLink entry={{ to: '/admin/outbox', label: frNotifications.outbox.menu }} onNavigate={onNavigate} />}
        <chakra.a
          href={`${BASE_PATH}/`}
          target="_blank"
          rel="noopener"
          {...FOOT_ITEM}
          _hover={{ bg: 'whiteAlpha.100', color: 'fg' }}
        >
          <ExternalIcon size={18} />
          {t.viewBlog}
        </chakra.a>
        <chakra.button
          type="button"
          onClick={logout}
          {...FOOT_ITEM}
          cursor="pointer"
          _hover={{ bg: 'rgba(248, 113, 113, 0.12)', color: '#FCA5A5' }}
        >
          <LogoutIcon size={18} />
          {t.logout}
        </chakra.button>
      </Stack>
    </Flex>
  );
}
