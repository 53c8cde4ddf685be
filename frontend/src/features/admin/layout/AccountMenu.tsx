import { Box, chakra, Menu, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../api/models';
import { initials } from '../../../lib/initials';
import { frAdmin } from '../../../i18n/fr-admin';
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
  outline: 'none',
  _hover: { bg: 'whiteAlpha.100' },
  _highlighted: { bg: 'whiteAlpha.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid' },
} as const;

/**
 * The picture in the account button, or the initials drawn by the stylesheet: the button's visible text
 * is then only the name and the role, which its accessible name contains (WCAG 2.5.3).
 */
function AccountPicture({ user, name }: { user: SessionUser; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(user.avatar) && failed !== user.avatar;
  return (
    <chakra.span
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      w="32px"
      h="32px"
      rounded="full"
      overflow="hidden"
      bg="primary.subtle"
      color="primary.fg"
      fontWeight="bold"
      fontSize="12px"
      borderWidth="1px"
      borderColor="primary.muted"
      data-initials={showImage ? undefined : initials(name, user.email)}
      css={{ '&[data-initials]::before': { content: 'attr(data-initials) / ""' } }}
    >
      {showImage && (
        <chakra.img
          src={user.avatar!}
          alt=""
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailed(user.avatar ?? null)}
        />
      )}
    </chakra.span>
  );
}

/**
 * Who is signed in, on every screen size: name and role in the header, and a menu (Chakra's, after the
 * ARIA menu pattern: arrow keys, Escape, focus back on the button) with the profile, the e-mail
 * preferences and sign-out.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const name = user.display_name || user.username;
  const role = frAdmin.roles[user.role];
  return (
    <Box data-testid="account-menu">
      <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }}>
        <Menu.Trigger asChild>
          <chakra.button
            type="button"
            aria-label={t.accountOf(name, role)}
            display="flex"
            alignItems="center"
            gap="2"
            p="1"
            pr={{ base: '1', sm: '2' }}
            rounded="full"
            cursor="pointer"
            _hover={{ bg: 'whiteAlpha.100' }}
          >
            <AccountPicture user={user} name={name} />
            <Box display={{ base: 'none', sm: 'block' }} textAlign="left" minW="0" maxW="40">
              <Text fontSize="sm" fontWeight="semibold" truncate>
                {name}
              </Text>
              {/* Between the two lines, so the visible text reads « name role », as the label does. */}{' '}
              <Text fontSize="xs" color="primary.fg" fontWeight="semibold" truncate>
                {role}
              </Text>
            </Box>
          </chakra.button>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content
            w="64"
            maxW="calc(100vw - 2rem)"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            shadow="lg"
            p="2"
            zIndex="dropdown"
            outline="none"
          >
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel
                display="flex"
                flexDirection="column"
                px="3"
                py="2"
                borderBottomWidth="1px"
                borderColor="border"
                mb="1"
              >
                <Text as="span" fontSize="sm" fontWeight="semibold" overflowWrap="anywhere">
                  {name}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {role} · {user.email}
                </Text>
              </Menu.ItemGroupLabel>
              <Menu.Item value="profile" asChild {...itemStyle}>
                <Link to="/admin/profile">{t.accountProfile}</Link>
              </Menu.Item>
              <Menu.Item value="preferences" asChild {...itemStyle}>
                <Link to="/admin/profile#preferences">{t.accountPreferences}</Link>
              </Menu.Item>
              <Menu.Item value="logout" onSelect={() => signOut(user.role)} {...itemStyle} color="#FCA5A5">
                {t.logout}
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    </Box>
  );
}
