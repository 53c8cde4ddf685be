import { Box, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '../../../api/models';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import { frNotifications } from '../../../i18n/fr-notifications';
import type { Submission, SubmissionStats, SubmissionStatus } from '../shared/admin-api';
import {
  useAdminSubmission,
  useAdminSubmissions,
  useAdminSubmissionStats,
  useMySubmissions,
  useMyStats,
} from './use-submission-reads';
import { useRewardCurrency } from '../../site/use-settings';
import { FilterTabs, type FilterOption } from '../shared/ui/FilterTabs';
import { DataTable } from '../shared/ui/DataTable';
import { usePageParam } from '../shared/ui/Pager';
import { PageHeader, StatTile } from '../shared/ui/Surface';
import { ReviewModal, type ReviewMode } from './ReviewModal';
import { submissionColumns } from './submission-columns';

const t = frAdmin.submissions;
type Tab = SubmissionStatus | '';
const TABS: Array<{ value: Tab; label: string; count: keyof SubmissionStats }> = [
  { value: 'pending', label: t.tabs.pending, count: 'pending' },
  { value: 'approved', label: t.tabs.approved, count: 'approved' },
  { value: 'published', label: t.tabs.published, count: 'published' },
  { value: 'rejected', label: t.tabs.rejected, count: 'rejected' },
  { value: '', label: t.tabs.all, count: 'total' },
];
const TILES: Array<{ key: keyof SubmissionStats; accent: string }> = [
  { key: 'total', accent: 'var(--color-primary, #FACC15)' },
  { key: 'pending', accent: '#FACC15' },
  { key: 'approved', accent: '#60A5FA' },
  { key: 'published', accent: '#4ADE80' },
  { key: 'rejected', accent: '#F87171' },
];

/**
 * `?submission=<id>` (the link of a notification) opens that submission's review, whatever its status:
 * it is looked up in the unfiltered list. Closing the modal drops the parameter.
 */
function useLinkedSubmission(staff: boolean) {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('submission'));
  const id = Number.isInteger(requested) && requested > 0 ? requested : null;
  const one = useAdminSubmission(staff ? id : null);
  const mine = useMySubmissions(!staff);
  const submission = id === null ? undefined : staff ? one.data?.submission : mine.data?.submissions.find((s) => s.id === id);
  const forget = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('submission');
        return next;
      },
      { replace: true },
    );
  const missing = id !== null && !submission && (staff ? Boolean(one.error) : Boolean(mine.data));
  useEffect(() => {
    if (!missing) return;
    toast.error(frNotifications.submissionNotFound);
    forget();
    // Once per unknown id: `forget` is rebuilt on every render.
  }, [missing]);
  return { submission, forget };
}

/**
 * Spec §2.15: staff review every submission (filtered on the server); a contributor sees their own,
 * filtered here since /submissions/my has no status filter.
 */
export function SubmissionsReview({ user }: { user: SessionUser }) {
  const staff = user.role !== 'contributor';
  const [tab, setTab] = useState<Tab>(staff ? 'pending' : '');
  const [chosen, setChosen] = useState<{ submission: Submission; mode: ReviewMode } | null>(null);
  const pager = usePageParam();
  const adminList = useAdminSubmissions(tab, pager.page, staff);
  const adminStats = useAdminSubmissionStats(staff);
  const myList = useMySubmissions(!staff);
  const myStats = useMyStats(!staff);
  const list = staff ? adminList : myList;
  const stats = staff ? adminStats.data?.stats : myStats.data?.stats;
  const linked = useLinkedSubmission(staff);
  const currency = useRewardCurrency();
  const open = chosen ?? (linked.submission ? { submission: linked.submission, mode: 'preview' as const } : null);
  const close = () => {
    setChosen(null);
    if (linked.submission) linked.forget();
  };

  const all = list.data?.submissions ?? [];
  const rows = staff || tab === '' ? all : all.filter((s) => s.status === tab);
  const options: FilterOption<Tab>[] = TABS.map((entry) => ({
    value: entry.value,
    label: (
      <>
        {entry.label}
        <Box as="span" px="1.5" rounded="full" fontSize="xs" bg="blackAlpha.300" data-testid={`tab-count-${entry.count}`}>
          {stats ? stats[entry.count] : '…'}
        </Box>
      </>
    ),
  }));

  return (
    <>
      <PageHeader title={staff ? t.adminTitle : t.myTitle} />
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4" mb="6">
        {TILES.map((tile) => (
          <StatTile
            key={tile.key}
            testId={`submission-stat-${tile.key}`}
            label={t.stats[tile.key]}
            value={stats ? stats[tile.key] : '…'}
            accent={tile.accent}
          />
        ))}
      </SimpleGrid>
      <FilterTabs
        options={options}
        value={tab}
        onChange={(next) => {
          setTab(next);
          pager.reset();
        }}
        label={t.tabsLabel}
      />
      <DataTable
        label={staff ? t.adminTitle : t.myTitle}
        columns={submissionColumns({ staff, currency, onOpen: (s, mode) => setChosen({ submission: s, mode }) })}
        rows={rows}
        rowTestId="submission-row"
        rowTitle={(submission) => submission.title}
        loading={list.isLoading && !list.data}
        empty={t.empty}
        error={list.error}
        errorText={t.loadError}
        pager={
          staff
            ? { page: pager.page, pages: adminList.data?.pagination.total_pages, onChange: pager.go, label: t.pagination }
            : undefined
        }
      />
      {open && <ReviewModal submission={open.submission} initialMode={open.mode} canReview={staff} onClose={close} />}
    </>
  );
}
