import { SimpleGrid } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../api/models';
import { frAdmin } from '../../../i18n/fr-admin';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { useActiveCategories, useAllCategories } from '../categories/use-category-reads';
import { useManagedArticles } from '../articles/use-article-reads';
import { Button } from '../shared/ui/Button';
import { PageHeader, StatTile } from '../shared/ui/Surface';
import { LatestCard } from './LatestCard';

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
      <LatestCard
        to={(article) => `/admin/articles/edit/${article.id}`}
        title={t.latestArticles}
        listPath="/admin/articles"
        emptyText={t.noArticles}
        items={articles.data?.articles}
        meta={(article) => `${article.author_name ?? frAdmin.common.none} · ${formatDateTime(article.created_at)}`}
      />
    </>
  );
}
