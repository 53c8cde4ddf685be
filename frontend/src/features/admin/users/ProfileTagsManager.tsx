import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { frAdmin } from '../../../i18n/fr-admin';
import type { ProfileTag } from '../shared/admin-api';
import { useProfileTags } from './use-user-reads';
import { useEntityManager } from '../shared/use-entity-manager';
import { useTagActions } from './use-tag-actions';
import { Button } from '../shared/ui/Button';
import { AddButton, EditDeleteButtons } from '../shared/ui/EntityButtons';
import { Card, ColorBadge, EmptyState, PageHeader, Swatch } from '../shared/ui/Surface';
import { TagModal } from './TagModal';

const t = frAdmin.profileTags;

/** Spec §2.18: the tag grid with its modal. */
export function ProfileTagsManager() {
  const { data, error, isLoading } = useProfileTags();
  const actions = useTagActions();
  const manager = useEntityManager<ProfileTag>({ loadError: error, texts: t, remove: (tag) => actions.remove(tag.id) });

  const tags = data?.tags ?? [];
  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} actions={<AddButton label={t.add} onClick={manager.create} />} />
      {isLoading && !data && <PageSpinner label={t.loading} />}
      {data && tags.length === 0 && (
        <EmptyState action={<Button onClick={manager.create}>{t.createFirst}</Button>}>{t.empty}</EmptyState>
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
              <EditDeleteButtons name={tag.name} onEdit={() => manager.edit(tag)} onDelete={() => manager.remove(tag)} />
            </Flex>
          </Card>
        ))}
      </SimpleGrid>
      {manager.editing !== undefined && <TagModal tag={manager.editing} onClose={manager.close} />}
    </>
  );
}
