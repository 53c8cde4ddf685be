import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../api/models';
import { frAdmin } from '../../../../i18n/fr-admin';
import { formatDateTime, formatInteger } from '../../../../lib/format';
import { useActiveCategories, useAllCategories, useManagedArticles } from '../../hooks/use-admin-reads';
import { StatusBadge } from '../StatusBadge';
import { Button } from '../ui/Button';
import { Card, EmptyState, PageHeader, StatTile } from '../ui/Surface';

const t = frAdmin.dashboard;

/** Spec §2.9, staff: counts of articles and categories and the 5 latest articles. */
export function StaffDashboard({ user }: { user: SessionUser }) {
  const isAdmin = user.role === 'admin';
  const articles = useManagedArticles('', 5);
  // The full category list is admin-only; an editor counts the active ones.
  const allCategories = useAllCategories(isAdmin);
  const activeCategories = useActiveCategories(!isAdmin);
  const categories = isAdmin ? allCategories : activeCategories;
  useEffect(() => {
    // Spec §7: dashboard load errors are only logged.
    if (articles.error) console.error(articles.error);
    if (categories.error) console.error(categories.error);
  }, [articles.error, categories.error]);

  const latest = articles.data?.articles.slice(0, 5) ?? [];
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={`${t.welcome(user.display_name || user.username)} ${t.staffIntro}`}
        actions={
          <Link to="/admin/articles/new">
            <Button as="span">{frAdmin.menu.newArticle}</Button>
          </Link>
        }
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="8">
        <StatTile
          testId="stat-articles"
          label={t.articles}
          value={articles.data ? formatInteger(articles.data.pagination.total) : '…'}
        />
        <StatTile
          testId="stat-categories"
          label={t.categories}
          value={categories.data ? formatInteger(categories.data.categories.length) : '…'}
          accent="#60A5FA"
        />
      </SimpleGrid>
      <Card>
        <Flex justify="space-between" align="center" mb="4">
          <Text as="h2" fontSize="lg" fontWeight="bold">
            {t.latestArticles}
          </Text>
          <Link to="/admin/articles">
            <Text as="span" fontSize="sm" color="primary.fg">
              {t.seeAll}
            </Text>
          </Link>
        </Flex>
        {articles.data && latest.length === 0 && <EmptyState>{t.noArticles}</EmptyState>}
        <Stack gap="0">
          {latest.map((article) => (
            <Flex
              key={article.id}
              align="center"
              justify="space-between"
              gap="4"
              py="3"
              borderTopWidth="1px"
              borderColor="border.muted"
            >
              <Box minW="0">
                <Link to={`/admin/articles/edit/${article.id}`}>
                  <Text fontWeight="semibold" truncate _hover={{ color: 'primary.fg' }}>
                    {article.title}
                  </Text>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {article.author_name ?? frAdmin.common.none} · {formatDateTime(article.created_at)}
                </Text>
              </Box>
              <StatusBadge status={article.status} publishedAt={article.published_at} />
            </Flex>
          ))}
        </Stack>
      </Card>
    </>
  );
}
