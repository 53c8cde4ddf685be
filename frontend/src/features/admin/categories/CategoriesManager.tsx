import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { frAdmin } from '../../../i18n/fr-admin';
import type { CategoryDto } from '../shared/admin-api';
import { useCategoryActions } from './use-category-actions';
import { useAllCategories } from './use-category-reads';
import { useEntityManager } from '../shared/use-entity-manager';
import { AddButton, EditDeleteButtons } from '../shared/ui/EntityButtons';
import { Badge, Card, EmptyState, PageHeader } from '../shared/ui/Surface';
import { CategoryIcon } from './category-icons';
import { CategoryModal } from './CategoryModal';

const t = frAdmin.categories;

/** Spec §2.12: card grid of categories, modal form, delete with confirmation. */
export function CategoriesManager() {
  const { data, error, isLoading } = useAllCategories();
  const actions = useCategoryActions();
  const manager = useEntityManager<CategoryDto>({
    loadError: error,
    texts: t,
    remove: (category) => actions.remove(category.id),
  });

  const categories = data?.categories ?? [];
  return (
    <>
      <PageHeader title={t.title} actions={<AddButton label={t.add} onClick={manager.create} />} />
      {isLoading && !data && <PageSpinner />}
      {data && categories.length === 0 && <EmptyState>{t.empty}</EmptyState>}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {categories.map((category) => (
          <Card
            key={category.id}
            data-testid="category-card"
            display="flex"
            flexDirection="column"
            gap="3"
            borderTopWidth="3px"
            style={{ borderTopColor: category.color }}
          >
            <Flex align="center" gap="3">
              <Flex
                align="center"
                justify="center"
                w="10"
                h="10"
                rounded="lg"
                flexShrink={0}
                style={{ background: `color-mix(in srgb, ${category.color} 18%, transparent)`, color: category.color }}
              >
                <CategoryIcon name={category.icon} />
              </Flex>
              <Box minW="0" flex="1">
                <Text fontWeight="bold" truncate>
                  {category.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
                  {category.slug}
                </Text>
              </Box>
              <Badge tone={category.is_active ? 'green' : 'gray'}>{category.is_active ? t.active : t.inactive}</Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted" flex="1" lineClamp={3}>
              {category.description || frAdmin.common.none}
            </Text>
            <Flex align="center" justify="space-between">
              <Flex align="center" gap="2" fontSize="xs" color="fg.muted" fontFamily="mono">
                <Box w="4" h="4" rounded="sm" style={{ background: category.color }} aria-hidden="true" />
                {category.color}
              </Flex>
              <Flex gap="1">
                <EditDeleteButtons
                  name={category.name}
                  onEdit={() => manager.edit(category)}
                  onDelete={() => manager.remove(category)}
                />
              </Flex>
            </Flex>
          </Card>
        ))}
      </SimpleGrid>
      {manager.editing !== undefined && <CategoryModal category={manager.editing} onClose={manager.close} />}
    </>
  );
}
