import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { BACK_OFFICE_PAGE_SIZE } from '../../../api/keys';
import type { SessionUser } from '../../../api/models';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import type { ArticleStatus, ManagedArticle } from '../shared/admin-api';
import { useManagedArticles } from './use-article-reads';
import { useArticleActions } from './use-article-actions';
import { useDrafts } from './use-drafts';
import { DraftList } from './DraftList';
import { PlusIcon } from '../shared/ui/icons';
import { Button } from '../shared/ui/Button';
import { DataTable } from '../shared/ui/DataTable';
import { usePageParam } from '../shared/ui/Pager';
import { Card, PageHeader } from '../shared/ui/Surface';
import { articleColumns } from './article-columns';
import { FilterTabs, type FilterOption } from '../shared/ui/FilterTabs';

const t = frAdmin.articles;
type Filter = ArticleStatus | '';

const FILTERS: FilterOption<Filter>[] = [
  { value: '', label: t.filters.all },
  { value: 'published', label: t.filters.published },
  { value: 'approved', label: t.filters.approved },
  { value: 'pending', label: t.filters.pending },
  { value: 'rejected', label: t.filters.rejected },
  { value: 'draft', label: t.filters.draft },
];

/** Spec §2.10: every article for staff, one's own for a contributor, filtered by status. */
export function ArticleList({ user }: { user: SessionUser }) {
  const contributor = user.role === 'contributor';
  // `?filter=draft` (the dashboard's link to the drafts) opens the list on that filter.
  const [search] = useSearchParams();
  const [filter, setFilter] = useState<Filter>(() => FILTERS.find((f) => f.value === search.get('filter'))?.value ?? '');
  const pager = usePageParam();
  const { data, error, isLoading } = useManagedArticles(filter, BACK_OFFICE_PAGE_SIZE, pager.page);
  const actions = useArticleActions();
  const [busyId, setBusyId] = useState<number | null>(null);
  // « Brouillons » also lists the user's own drafts: new articles never saved, unsaved changes.
  const showDrafts = filter === 'draft';
  const drafts = useDrafts(showDrafts);
  const draftRows = drafts.data?.drafts ?? [];

  useEffect(() => {
    if (drafts.error) toast.error(frAdmin.drafts.loadError);
  }, [drafts.error]);

  const toggle = async (article: ManagedArticle) => {
    setBusyId(article.id);
    try {
      const next = await actions.toggleStatus(article.id, article.status);
      toast.success(next === 'published' ? t.published : t.drafted);
    } catch (caught) {
      toast.error(errorText(caught, t.updateError));
    } finally {
      setBusyId(null);
    }
  };

  /** A scheduled article: staff's back to draft, a contributor's back to review (the server says which). */
  const cancelSchedule = async (article: ManagedArticle) => {
    setBusyId(article.id);
    try {
      const answer = await actions.cancelSchedule(article.id);
      toast.success(answer.message);
    } catch (caught) {
      toast.error(errorText(caught, t.cancelScheduleError));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (article: ManagedArticle) => {
    if (!window.confirm(t.confirmDelete)) return;
    setBusyId(article.id);
    try {
      await actions.remove(article.id);
      toast.success(t.deleted);
    } catch {
      toast.error(t.deleteError);
    } finally {
      setBusyId(null);
    }
  };

  const articles = data?.articles ?? [];
  return (
    <>
      <PageHeader
        title={contributor ? t.myTitle : t.title}
        actions={
          <Link to={contributor ? '/contributor/submit' : '/admin/articles/new'}>
            <Button as="span">
              <PlusIcon size={16} />
              {t.newArticle}
            </Button>
          </Link>
        }
      />
      <FilterTabs
        options={FILTERS}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          pager.reset();
        }}
        label={t.filterLabel}
      />
      {showDrafts && draftRows.length > 0 && (
        <Card mb="5" data-testid="my-drafts">
          <Text as="h2" fontSize="lg" fontWeight="bold">
            {frAdmin.drafts.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {frAdmin.drafts.intro}
          </Text>
          <DraftList drafts={draftRows} contributor={contributor} />
        </Card>
      )}
      <DataTable
        label={contributor ? t.myTitle : t.title}
        columns={articleColumns({ contributor, busyId, onToggle: toggle, onCancelSchedule: cancelSchedule, onDelete: remove })}
        rows={articles}
        rowTestId="article-row"
        rowTitle={(article) => article.title}
        loading={(isLoading && !data) || (showDrafts && drafts.isLoading && !drafts.data)}
        empty={showDrafts && draftRows.length > 0 ? null : showDrafts ? frAdmin.drafts.empty : t.empty}
        error={error}
        errorText={t.loadError}
        pager={{ page: pager.page, pages: data?.pagination.total_pages, onChange: pager.go, label: t.pagination }}
      />
    </>
  );
}
