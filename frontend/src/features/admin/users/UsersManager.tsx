import { Box, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Avatar } from '../../../components/Avatar';
import { frAdmin } from '../../../i18n/fr-admin';
import type { UserDto } from '../shared/admin-api';
import { useUserActions } from './use-user-actions';
import { useUsers } from './use-user-reads';
import { useEntityManager } from '../shared/use-entity-manager';
import { AddButton, EditDeleteButtons } from '../shared/ui/EntityButtons';
import { type Column, DataTable } from '../shared/ui/DataTable';
import { usePageParam } from '../shared/ui/Pager';
import { SearchField, useSettledValue } from '../shared/ui/SearchField';
import { Badge, PageHeader } from '../shared/ui/Surface';
import { dateColumn } from '../shared/ui/columns';
import { UserModal } from './UserModal';

const t = frAdmin.users;

export function RoleBadge({ role }: { role: UserDto['role'] }) {
  return <Badge tone={role === 'admin' ? 'purple' : role === 'redacteur' ? 'blue' : 'yellow'}>{frAdmin.roleBadges[role]}</Badge>;
}

const nameOf = (user: UserDto) => user.display_name || user.username;

/** Spec §2.13: the users table with a modal form to create or edit. */
export function UsersManager() {
  const pager = usePageParam();
  const [search, setSearch] = useState('');
  const query = useSettledValue(search.trim());
  const { data, error, isLoading } = useUsers(pager.page, query);
  const actions = useUserActions();
  const manager = useEntityManager<UserDto>({ texts: t, remove: (user) => actions.remove(user.id) });

  const users = data?.users ?? [];
  const columns: Array<Column<UserDto>> = [
    {
      header: t.colName,
      kind: 'primary',
      cell: (user) => (
        <Flex align="center" gap="3">
          <Avatar src={user.avatar} username={nameOf(user)} email={user.email} size="sm" />
          <Box minW="0">
            <Text fontWeight="semibold">{nameOf(user)}</Text>
            <Text fontSize="xs" color="fg.muted">
              @{user.username}
            </Text>
          </Box>
        </Flex>
      ),
    },
    { header: t.colEmail, cellProps: { color: 'fg.muted', overflowWrap: 'anywhere' }, cell: (user) => user.email },
    { header: t.colRole, cell: (user) => <RoleBadge role={user.role} /> },
    {
      header: t.colStatus,
      cell: (user) => <Badge tone={user.is_active ? 'green' : 'gray'}>{user.is_active ? t.active : t.inactive}</Badge>,
    },
    dateColumn(t.colLastLogin, (user) => user.last_login, t.never),
    {
      kind: 'actions',
      cell: (user) => (
        <Flex gap="1" justify="flex-end">
          <EditDeleteButtons name={nameOf(user)} onEdit={() => manager.edit(user)} onDelete={() => manager.remove(user)} />
        </Flex>
      ),
    },
  ];
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
      <DataTable
        label={t.title}
        columns={columns}
        rows={users}
        rowTestId="user-row"
        loading={isLoading && !data}
        empty={query ? t.noMatch : t.empty}
        error={error}
        errorText={t.loadError}
        pager={{ page: pager.page, pages: data?.pagination.total_pages, onChange: pager.go, label: t.pagination }}
      />
      {manager.editing !== undefined && <UserModal user={manager.editing} onClose={manager.close} />}
    </>
  );
}
