import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { errorText } from '../../../api/errors';
import { Avatar } from '../../../components/Avatar';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import type { UserDto } from '../shared/admin-api';
import { useProfileTags, useUserTags, useUsers } from './use-user-reads';
import { useTagActions } from './use-tag-actions';
import { RoleBadge } from './UsersManager';
import { Button } from '../shared/ui/Button';
import { Pager, usePageParam } from '../shared/ui/Pager';
import { SearchField, useSettledValue } from '../shared/ui/SearchField';
import { Card, EmptyState, PageHeader, Swatch } from '../shared/ui/Surface';

const t = frAdmin.userTags;

/** The right panel for one user: checkboxes toggle locally, the button saves (spec §4). */
function TagChecklist({ user }: { user: UserDto }) {
  const tags = useProfileTags();
  // Spec §7: a failed load of the user's tags yields an empty selection, silently.
  const assigned = useUserTags(user.id);
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = useTagActions();
  useEffect(() => {
    if (assigned.data) setSelected(new Set(assigned.data.tags.map((tag) => tag.id)));
    else if (assigned.error) setSelected(new Set());
  }, [assigned.data, assigned.error]);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current ?? []);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    setBusy(true);
    try {
      await actions.assign(user.id, [...(selected ?? [])]);
      toast.success(t.saved);
    } catch (caught) {
      toast.error(errorText(caught, t.saveError));
    } finally {
      setBusy(false);
    }
  };

  if (!selected || !tags.data) return <Text color="fg.muted">{t.loading}</Text>;
  return (
    <Stack gap="4">
      <Text fontWeight="bold">{t.tagsFor(user.display_name || user.username)}</Text>
      {tags.data.tags.length === 0 && <Text color="fg.muted">{t.noTags}</Text>}
      <Stack gap="1" maxH="500px" overflowY="auto" pr="1">
        {tags.data.tags.map((tag) => (
          <chakra.label
            key={tag.id}
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2"
            rounded="lg"
            cursor="pointer"
            _hover={{ bg: 'whiteAlpha.50' }}
          >
            <chakra.input
              type="checkbox"
              w="4"
              h="4"
              accentColor="var(--color-primary, #FACC15)"
              checked={selected.has(tag.id)}
              onChange={() => toggle(tag.id)}
            />
            <Swatch color={tag.color} size={5} />
            <Text flex="1" fontWeight="medium">
              {tag.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {tag.color}
            </Text>
          </chakra.label>
        ))}
      </Stack>
      <Box>
        <Button onClick={() => void save()} busy={busy}>
          {t.save}
        </Button>
      </Box>
    </Stack>
  );
}

/** Spec §2.19: users on the left, their tags on the right. */
export function UserTagsAssigner() {
  const pager = usePageParam();
  const [search, setSearch] = useState('');
  const query = useSettledValue(search.trim());
  const users = useUsers(pager.page, query);
  // The chosen user stays chosen while the list is searched or paged away from them.
  const [selected, setSelected] = useState<UserDto | null>(null);
  useEffect(() => {
    if (users.error) toast.error(t.loadError);
  }, [users.error]);
  const list = users.data?.users ?? [];
  return (
    <>
      <PageHeader title={t.title} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Card p="3">
          <Text fontWeight="bold" px="2" mb="2">
            {t.users}
          </Text>
          <Box px="2">
            <SearchField
              label={frAdmin.users.search}
              placeholder={frAdmin.users.searchPlaceholder}
              value={search}
              onChange={(next) => {
                setSearch(next);
                pager.reset();
              }}
            />
          </Box>
          {!users.data && (
            <Text color="fg.muted" px="2">
              {t.loading}
            </Text>
          )}
          {users.data && list.length === 0 && (
            <Text color="fg.muted" px="2">
              {query ? frAdmin.users.noMatch : frAdmin.users.empty}
            </Text>
          )}
          <Stack gap="1" maxH="600px" overflowY="auto" role="listbox" aria-label={t.users}>
            {list.map((user) => {
              const name = user.display_name || user.username;
              const active = user.id === selected?.id;
              return (
                <chakra.button
                  key={user.id}
                  type="button"
                  role="option"
                  aria-selected={active}
                  onClick={() => setSelected(user)}
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="3"
                  py="2"
                  rounded="lg"
                  textAlign="left"
                  cursor="pointer"
                  bg={active ? 'primary.subtle' : 'transparent'}
                  borderWidth="1px"
                  borderColor={active ? 'primary.muted' : 'transparent'}
                  _hover={{ bg: active ? 'primary.subtle' : 'whiteAlpha.50' }}
                  data-testid="user-tags-user"
                >
                  <Avatar src={user.avatar} username={name} email={user.email} size="sm" />
                  <Box flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      @{user.username}
                    </Text>
                  </Box>
                  <RoleBadge role={user.role} />
                </chakra.button>
              );
            })}
          </Stack>
          <Pager page={pager.page} pages={users.data?.pagination.total_pages} onChange={pager.go} label={t.pagination} />
        </Card>
        <Card>{selected ? <TagChecklist key={selected.id} user={selected} /> : <EmptyState>{t.select}</EmptyState>}</Card>
      </Grid>
    </>
  );
}
