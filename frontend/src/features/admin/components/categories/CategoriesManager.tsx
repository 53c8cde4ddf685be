import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../../../components/PageSpinner';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import type { CategoryDto } from '../../admin-api';
import { useCategoryActions } from '../../hooks/use-admin-actions';
import { useAllCategories } from '../../hooks/use-admin-reads';
import { EditIcon, PlusIcon, TrashIcon } from '../layout/menu-icons';
import { Button, IconButton } from '../ui/Button';
import { Badge, Card, EmptyState, PageHeader } from '../ui/Surface';
import { CategoryIcon } from './category-icons';
import { CategoryModal } from './CategoryModal';

const t = frAdmin.categories;

/** Spec §2.12: card grid of categories, modal form, delete with confirmation. */
export function CategoriesManager() {
  const { data, error, isLoading } = useAllCategories();
  const actions = useCategoryActions();
  // undefined: closed; null: creating; a category: editing.
  const [editing, setEditing] = useState<CategoryDto | null | undefined>(undefined);

  useEffect(() => {
    if (error) toast.error(t.loadError);
  }, [error]);

  const remove = async (category: CategoryDto) => {
    if (!window.confirm(t.confirmDelete)) return;
    try {
      await actions.remove(category.id);
      toast.success(t.deleted);
    } catch {
      toast.error(t.deleteError);
    }
  };

  const categories = data?.categories ?? [];
  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon size={16} />
            {t.add}
          </Button>
        }
      />
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
                <IconButton label={`${frAdmin.common.edit} : ${category.name}`} onClick={() => setEditing(category)}>
                  <EditIcon size={16} />
                </IconButton>
                <IconButton
                  label={`${frAdmin.common.delete} : ${category.name}`}
                  onClick={() => void remove(category)}
                  color="#FCA5A5"
                >
                  <TrashIcon size={16} />
                </IconButton>
              </Flex>
            </Flex>
          </Card>
        ))}
      </SimpleGrid>
      {editing !== undefined && <CategoryModal category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
