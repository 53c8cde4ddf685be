import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../../../components/PageSpinner';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import type { ProfileTag } from '../../admin-api';
import { useProfileTags } from '../../hooks/use-admin-reads';
import { useTagActions } from '../../hooks/use-profile-actions';
import { EditIcon, PlusIcon, TrashIcon } from '../layout/menu-icons';
import { Button, IconButton } from '../ui/Button';
import { Card, ColorBadge, EmptyState, PageHeader, Swatch } from '../ui/Surface';
import { TagModal } from './TagModal';

const t = frAdmin.profileTags;

/** Spec §2.18: the tag grid with its modal. */
export function ProfileTagsManager() {
  const { data, error, isLoading } = useProfileTags();
  const actions = useTagActions();
  const [editing, setEditing] = useState<ProfileTag | null | undefined>(undefined);
  useEffect(() => {
    if (error) toast.error(t.loadError);
  }, [error]);

  const remove = async (tag: ProfileTag) => {
    if (!window.confirm(t.confirmDelete)) return;
    try {
      await actions.remove(tag.id);
      toast.success(t.deleted);
    } catch {
      toast.error(t.deleteError);
    }
  };

  const tags = data?.tags ?? [];
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.intro}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon size={16} />
            {t.add}
          </Button>
        }
      />
      {isLoading && !data && <PageSpinner label={t.loading} />}
      {data && tags.length === 0 && (
        <EmptyState action={<Button onClick={() => setEditing(null)}>{t.createFirst}</Button>}>{t.empty}</EmptyState>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
        {tags.map((tag) => (
          <Card key={tag.id} p="4" data-testid="tag-card" display="flex" alignItems="center" gap="3">
            <Swatch color={tag.color} size={10} />
            <Box flex="1" minW="0">
              <ColorBadge color={tag.color}>{tag.name}</ColorBadge>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono" mt="1">
                {tag.color}
              </Text>
            </Box>
            <Flex gap="1">
              <IconButton label={`${frAdmin.common.edit} : ${tag.name}`} onClick={() => setEditing(tag)}>
                <EditIcon size={16} />
              </IconButton>
              <IconButton label={`${frAdmin.common.delete} : ${tag.name}`} onClick={() => void remove(tag)} color="#FCA5A5">
                <TrashIcon size={16} />
              </IconButton>
            </Flex>
          </Card>
        ))}
      </SimpleGrid>
      {editing !== undefined && <TagModal tag={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
