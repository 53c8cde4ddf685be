import { Box, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Avatar } from '../../../../components/Avatar';
import { PageSpinner } from '../../../../components/PageSpinner';
import { frAdmin } from '../../../../i18n/fr-admin';
import { formatDateTime } from '../../../../lib/format';
import type { UserDto } from '../../admin-api';
import { useUserActions } from '../../hooks/use-admin-actions';
import { useUsers } from '../../hooks/use-admin-reads';
import { useEntityManager } from '../../hooks/use-entity-manager';
import { AddButton, EditDeleteButtons } from '../ui/EntityButtons';
import { Pager, usePageParam } from '../ui/Pager';
import { SearchField, useSettledValue } from '../ui/SearchField';
import { Badge, EmptyState, PageHeader } from '../ui/Surface';
import { Table, Td, Th, Tr } from '../ui/Table';
import { UserModal } from './UserModal';

const t = frAdmin.users;

export function RoleBadge({ role }: { role: UserDto['role'] }) {
  return <Badge tone={role === 'admin' ? 'purple' : role === 'redacteur' ? 'blue' : 'yellow'}>{frAdmin.roleBadges[role]}</Badge>;
}

/** Spec §2.13: the users table with a modal form to create or edit. */
export function UsersManager() {
  const pager = usePageParam();
  const [search, setSearch] = useState('');
  const query = useSettledValue(search.trim());
  const { data, error, isLoading } = useUsers(pager.page, query);
  const actions = useUserActions();
  const manager = useEntityManager<UserDto>({ loadError: error, texts: t, remove: (user) => actions.remove(user.id) });

  const users = data?.users ?? [];
  return (
    <>
      <PageHeader title={t.title} actions={<AddButton label={t.add} onClick={manager.create} />} />
      <SearchField
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(next) => {
          setSearch(next);
          pager.reset();
        }}
      />
      {isLoading && !data ? (
        <PageSpinner />
      ) : users.length === 0 ? (
        <EmptyState>{query ? t.noMatch : t.empty}</EmptyState>
      ) : (
        <Table label={t.title}>
          <thead>
            <tr>
              <Th>{t.colName}</Th>
              <Th>{t.colEmail}</Th>
              <Th>{t.colRole}</Th>
              <Th>{t.colStatus}</Th>
              <Th>{t.colLastLogin}</Th>
              <Th>
                <Text srOnly>{frAdmin.common.actions}</Text>
              </Th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const name = user.display_name || user.username;
              return (
                <Tr key={user.id} data-testid="user-row">
                  <Td data-cell="primary">
                    <Flex align="center" gap="3">
                      <Avatar src={user.avatar} username={name} email={user.email} size="sm" />
                      <Box minW="0">
                        <Text fontWeight="semibold">{name}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          @{user.username}
                        </Text>
                      </Box>
                    </Flex>
                  </Td>
                  <Td data-label={t.colEmail} color="fg.muted" overflowWrap="anywhere">
                    {user.email}
                  </Td>
                  <Td data-label={t.colRole}>
                    <RoleBadge role={user.role} />
                  </Td>
                  <Td data-label={t.colStatus}>
                    <Badge tone={user.is_active ? 'green' : 'gray'}>{user.is_active ? t.active : t.inactive}</Badge>
                  </Td>
                  <Td data-label={t.colLastLogin} color="fg.muted">
                    {user.last_login ? formatDateTime(user.last_login) : t.never}
                  </Td>
                  <Td data-cell="actions">
                    <Flex gap="1" justify="flex-end">
                      <EditDeleteButtons name={name} onEdit={() => manager.edit(user)} onDelete={() => manager.remove(user)} />
                    </Flex>
                  </Td>
                </Tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pager page={pager.page} pages={data?.pagination.total_pages} onChange={pager.go} label={t.pagination} />
      {manager.editing !== undefined && <UserModal user={manager.editing} onClose={manager.close} />}
    </>
  );
}
