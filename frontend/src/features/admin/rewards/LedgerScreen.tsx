import { Box, Flex, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import { frStats } from '../../../i18n/fr-stats';
import { formatAmount, formatDateTime } from '../../../lib/format';
import type { LedgerEntry, LedgerResponse, ReconciliationRun } from '../shared/admin-api';
import { formatDateAt } from '../shared/format';
import { useLedger } from './use-reward-reads';
import { type LedgerFilters, useLedgerActions } from './use-ledger-actions';
import { Button } from '../shared/ui/Button';
import { SelectField, TextInput } from '../shared/ui/fields';
import { type Column, DataTable } from '../shared/ui/DataTable';
import { usePageParam } from '../shared/ui/Pager';
import { ReadState, Section } from '../shared/ui/Section';
import { Badge, Card, PageHeader } from '../shared/ui/Surface';
import { LedgerMismatchCell } from './LedgerMismatchCell';
import { rewardStatus } from './RewardHistory';

const t = frStats.ledger;
const r = frAdmin.rewards;
const STATUSES = ['credited', 'pending', 'uncertain', 'failed'] as const;
const FILTER_KEYS = ['from', 'to', 'user_id', 'status'] as const;

function filtersOf(params: URLSearchParams): LedgerFilters {
  const filters: LedgerFilters = {};
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const from = params.get('from');
  const to = params.get('to');
  const user = Number(params.get('user_id'));
  const status = params.get('status');
  if (from && day.test(from)) filters.from = from;
  if (to && day.test(to)) filters.to = to;
  if (Number.isInteger(user) && user > 0) filters.user_id = user;
  if (status && (STATUSES as readonly string[]).includes(status)) filters.status = status as LedgerFilters['status'];
  return filters;
}

const MISMATCH_COLUMNS: Array<Column<ReconciliationRun['mismatches'][number]>> = [
  { header: t.check.colKind, kind: 'primary', cell: (m) => t.check.kinds[m.kind] ?? m.kind },
  {
    header: r.colArticle,
    cell: (m) => (
      <>
        {t.colId} {m.reward_id} · {m.article_title}
      </>
    ),
  },
  { header: r.colContributor, cell: (m) => m.display_name || m.username || frAdmin.common.none },
  { header: r.colAmount, cell: (m) => formatAmount(m.amount, m.currency) },
  {
    header: t.check.colWhmcs,
    cell: (m) => (m.whmcs_amounts.length ? m.whmcs_amounts.map((a) => formatAmount(a, m.currency)).join(' + ') : frStats.none),
  },
];

const TOTAL_COLUMNS: Array<Column<LedgerResponse['totals'][number]>> = [
  { header: r.colStatus, kind: 'primary', cell: (total) => rewardStatus(total.status).label },
  { header: t.colCount, cell: (total) => total.count },
  { header: r.colAmount, cell: (total) => formatAmount(total.amount, total.currency) },
];

const REWARD_COLUMNS: Array<Column<LedgerEntry>> = [
  {
    header: r.colArticle,
    kind: 'primary',
    cell: (entry) => (
      <>
        <Text lineClamp={2}>{entry.article_title}</Text>
        <Text fontSize="xs" color="fg.muted">
          {t.colId} {entry.id}
        </Text>
      </>
    ),
  },
  { header: r.colContributor, cell: (entry) => entry.display_name || entry.username || frAdmin.common.none },
  { header: r.colAmount, cell: (entry) => formatAmount(entry.amount, entry.currency) },
  {
    header: r.colStatus,
    cell: (entry) => {
      const status = rewardStatus(entry.status);
      return <Badge tone={status.tone}>{status.label}</Badge>;
    },
  },
  { header: t.colCreated, cell: (entry) => formatDateTime(entry.created_at) },
  { header: t.colCredited, cell: (entry) => (entry.credited_at ? formatDateTime(entry.credited_at) : frStats.none) },
  { header: t.colClient, cell: (entry) => entry.whmcs_client_id ?? frStats.none },
  { header: t.mismatch.column, cell: (entry) => <LedgerMismatchCell entry={entry} /> },
];

/** Filter and export buttons keep their words whole: on a narrow row they move to the next line instead. */
const WHOLE_WORDS = { whiteSpace: 'nowrap', overflowWrap: 'normal', flexShrink: 0 } as const;

function CheckPanel({ run, onRun, busy }: { run: ReconciliationRun | null; onRun: () => void; busy: boolean }) {
  const running = run?.status === 'running';
  return (
    <Card p="4" data-testid="ledger-check">
      <Section title={t.check.title} level="h2">
        <Stack gap="3" fontSize="sm">
          <Flex gap="3" align="center" wrap="wrap">
            <Button onClick={onRun} busy={busy || running} disabled={busy || running}>
              {t.check.run}
            </Button>
            <Text color="fg.muted" aria-live="polite" data-testid="ledger-check-status">
              {running
                ? t.check.running(run.checked, run.total)
                : run
                  ? t.check.last(formatDateAt(run.finished_at ?? run.started_at), t.check.trigger[run.trigger] ?? run.trigger)
                  : t.check.never}
            </Text>
          </Flex>
          {run && !running && run.status === 'failed' && (
            <Text role="alert" color="fg.error">
              {t.check.failed(run.error ?? '')}
            </Text>
          )}
          {run && !running && run.status === 'done' && run.mismatch_count === 0 && (
            <Text data-testid="ledger-check-result">{t.check.clean}</Text>
          )}
          {run && !running && run.mismatch_count > 0 && (
            <>
              <Text fontWeight="semibold" data-testid="ledger-check-result">
                {t.check.found(run.mismatch_count)}
                {run.mismatch_count > run.mismatches.length && ` ${t.check.firstListed(run.mismatches.length)}`}
              </Text>
              <DataTable
                label={t.check.title}
                columns={MISMATCH_COLUMNS}
                rows={run.mismatches}
                rowKey={(m) => `${m.kind}-${m.reward_id}`}
                rowTestId="mismatch-row"
              />
            </>
          )}
        </Stack>
      </Section>
    </Card>
  );
}

/** /admin/rewards/ledger (admins): every reward, filtered, with totals, its CSV export and the WHMCS check. */
export function LedgerScreen() {
  const [params, setParams] = useSearchParams();
  const { page, go } = usePageParam();
  const filters = filtersOf(params);
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key] !== undefined) query.set(key, String(filters[key]));
  if (page > 1) query.set('page', String(page));
  const read = useLedger(query.toString());
  const actions = useLedgerActions();
  const [exporting, setExporting] = useState(false);
  const [starting, setStarting] = useState(false);
  const data = read.data;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '');
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await actions.downloadCsv(filters);
    } catch (caught) {
      toast.error(errorText(caught, t.exportError));
    } finally {
      setExporting(false);
    }
  };
  const runCheck = async () => {
    setStarting(true);
    try {
      await actions.startCheck();
      toast.success(t.check.started);
    } catch (caught) {
      toast.error(errorText(caught, frAdmin.common.error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Stack gap="6">
        <Card p="4">
          <chakra.form onSubmit={apply} aria-label={t.filters} key={params.toString()}>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
              <TextInput label={t.from} name="from" type="date" defaultValue={filters.from ?? ''} />
              <TextInput label={t.to} name="to" type="date" defaultValue={filters.to ?? ''} />
              <SelectField
                label={t.contributor}
                name="user_id"
                defaultValue={filters.user_id ? String(filters.user_id) : ''}
                options={[
                  { value: '', label: t.all },
                  ...(data?.contributors ?? []).map((c) => ({ value: String(c.id), label: c.display_name || c.username })),
                ]}
              />
              <SelectField
                label={t.status}
                name="status"
                defaultValue={filters.status ?? ''}
                options={[{ value: '', label: t.all }, ...STATUSES.map((s) => ({ value: s, label: r.status[s] }))]}
              />
            </SimpleGrid>
            {/* On the left, under the filters it applies to: the toasts (top right) never cover it. */}
            <Flex gap="2" wrap="wrap" mt="3" data-testid="ledger-filter-actions">
              <Button type="submit" {...WHOLE_WORDS}>
                {t.apply}
              </Button>
              <Button variant="ghost" onClick={() => setParams(new URLSearchParams())} {...WHOLE_WORDS}>
                {t.reset}
              </Button>
              <Button
                variant="outline"
                onClick={() => void exportCsv()}
                busy={exporting}
                data-testid="ledger-export"
                {...WHOLE_WORDS}
              >
                {exporting ? t.exporting : t.export}
              </Button>
            </Flex>
          </chakra.form>
        </Card>
        <CheckPanel run={data?.last_check ?? null} onRun={() => void runCheck()} busy={starting} />
        <ReadState read={read} empty={false} errorText={frAdmin.common.error} emptyText="">
          {data && (
            <>
              <Section title={t.totals} level="h2">
                {data.totals.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t.empty}
                  </Text>
                ) : (
                  <DataTable
                    label={t.totals}
                    columns={TOTAL_COLUMNS}
                    rows={data.totals}
                    rowKey={(total) => `${total.status}-${total.currency}`}
                    rowTestId="ledger-total"
                  />
                )}
              </Section>
              <Box>
                <DataTable
                  label={t.title}
                  columns={REWARD_COLUMNS}
                  rows={data.rewards}
                  rowTestId="ledger-row"
                  empty={t.empty}
                  pager={{ page, pages: data.pagination.total_pages, onChange: go, label: t.pager }}
                />
              </Box>
            </>
          )}
        </ReadState>
      </Stack>
    </>
  );
}
