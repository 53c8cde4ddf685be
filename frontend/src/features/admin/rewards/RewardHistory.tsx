import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import type { RewardEntry } from '../shared/admin-api';
import { formatAmount } from '../shared/format';
import { useRewardHistory } from './use-reward-reads';
import { useRewardActions } from './use-reward-actions';
import { RefreshIcon } from '../shared/ui/icons';
import { Button } from '../shared/ui/Button';
import { type Column, DataTable } from '../shared/ui/DataTable';
import { Badge } from '../shared/ui/Surface';
import { dateColumn } from '../shared/ui/columns';

const t = frAdmin.rewards;

/**
 * Spec §4: credited, pending, and anything else shown as failed; an `uncertain` reward (WHMCS did not
 * confirm a sent credit) is "En vérification", never failed. Both can be retried: the server only
 * checks an uncertain one again, it never sends it before its quarantine.
 */
export function rewardStatus(status: string): { label: string; tone: 'green' | 'yellow' | 'red' | 'blue'; retry: string | null } {
  if (status === 'credited') return { label: t.status.credited, tone: 'green', retry: null };
  if (status === 'pending') return { label: t.status.pending, tone: 'yellow', retry: null };
  if (status === 'uncertain') return { label: t.status.uncertain, tone: 'blue', retry: t.check };
  return { label: t.status.failed, tone: 'red', retry: t.retry };
}

/** The 10 most recent rewards, with a retry on the failed ones. */
export function RewardHistory() {
  const { data } = useRewardHistory();
  const actions = useRewardActions();
  const [busyId, setBusyId] = useState<number | null>(null);
  const retry = async (entry: RewardEntry) => {
    setBusyId(entry.id);
    try {
      const answer = await actions.retry(entry.id);
      toast.success(answer.message);
    } catch (caught) {
      toast.error(errorText(caught, frAdmin.common.error));
    } finally {
      setBusyId(null);
    }
  };
  const history = data?.history ?? [];
  const columns: Array<Column<RewardEntry>> = [
    {
      header: t.colContributor,
      kind: 'primary',
      cell: (entry) => (
        <>
          <Text>{entry.display_name || entry.username || frAdmin.common.none}</Text>
          <Text fontSize="xs" color="fg.muted">
            {entry.email ?? ''}
          </Text>
        </>
      ),
    },
    { header: t.colArticle, cell: (entry) => <Text lineClamp={2}>{entry.article_title}</Text> },
    {
      header: t.colAmount,
      cellProps: { whiteSpace: 'nowrap', fontWeight: 'semibold' },
      cell: (entry) => formatAmount(entry.amount, entry.currency),
    },
    {
      header: t.colStatus,
      cell: (entry) => {
        const status = rewardStatus(entry.status);
        const hint = entry.status === 'uncertain' ? t.uncertainHint : (entry.error ?? undefined);
        return (
          <Badge tone={status.tone} title={hint}>
            {status.label}
          </Badge>
        );
      },
    },
    dateColumn(t.colDate, (entry) => entry.created_at),
    {
      kind: 'actions',
      cellProps: { textAlign: 'right' },
      cell: (entry) => {
        const label = rewardStatus(entry.status).retry;
        return (
          label && (
            <Button size="sm" variant="outline" busy={busyId === entry.id} onClick={() => void retry(entry)}>
              <RefreshIcon size={14} />
              {label}
            </Button>
          )
        );
      },
    },
  ];
  return (
    <Box as="section" aria-labelledby="reward-history-title">
      <Text as="h2" id="reward-history-title" fontSize="lg" fontWeight="bold" mb="4">
        {t.historyTitle}
      </Text>
      <DataTable
        label={t.historyTitle}
        columns={columns}
        rows={history}
        rowTestId="reward-row"
        empty={data ? t.emptyHistory : undefined}
      />
    </Box>
  );
}
