import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import { formatDateTime } from '../../../../lib/format';
import type { RewardEntry } from '../../admin-api';
import { formatAmount } from '../../format';
import { useRewardHistory } from '../../hooks/use-admin-reads';
import { useRewardActions } from '../../hooks/use-review-actions';
import { RefreshIcon } from '../layout/menu-icons';
import { Button } from '../ui/Button';
import { Badge, EmptyState } from '../ui/Surface';
import { Table, Td, Th, Tr } from '../ui/Table';

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
  return (
    <Box as="section" aria-labelledby="reward-history-title">
      <Text as="h2" id="reward-history-title" fontSize="lg" fontWeight="bold" mb="4">
        {t.historyTitle}
      </Text>
      {data && history.length === 0 ? (
        <EmptyState>{t.emptyHistory}</EmptyState>
      ) : (
        <Table label={t.historyTitle}>
          <thead>
            <tr>
              <Th>{t.colContributor}</Th>
              <Th>{t.colArticle}</Th>
              <Th>{t.colAmount}</Th>
              <Th>{t.colStatus}</Th>
              <Th>{t.colDate}</Th>
              <Th>
                <Text srOnly>{frAdmin.common.actions}</Text>
              </Th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => {
              const status = rewardStatus(entry.status);
              return (
                <Tr key={entry.id} data-testid="reward-row">
                  <Td data-cell="primary">
                    <Text>{entry.display_name || entry.username || frAdmin.common.none}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {entry.email ?? ''}
                    </Text>
                  </Td>
                  <Td data-label={t.colArticle}>
                    <Text lineClamp={2}>{entry.article_title}</Text>
                  </Td>
                  <Td data-label={t.colAmount} whiteSpace="nowrap" fontWeight="semibold">
                    {formatAmount(entry.amount, entry.currency)}
                  </Td>
                  <Td data-label={t.colStatus}>
                    <Badge tone={status.tone} title={entry.status === 'uncertain' ? t.uncertainHint : (entry.error ?? undefined)}>
                      {status.label}
                    </Badge>
                  </Td>
                  <Td data-label={t.colDate} color="fg.muted">
                    {formatDateTime(entry.created_at)}
                  </Td>
                  <Td data-cell="actions" textAlign="right">
                    {status.retry && (
                      <Button size="sm" variant="outline" busy={busyId === entry.id} onClick={() => void retry(entry)}>
                        <RefreshIcon size={14} />
                        {status.retry}
                      </Button>
                    )}
                  </Td>
                </Tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Box>
  );
}
