import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { unwrap } from '../shared/admin-api';
import { downloadFile } from '../shared/download';
import { ledgerKeys } from './use-reward-reads';

export interface LedgerFilters {
  from?: string;
  to?: string;
  user_id?: number;
  status?: 'pending' | 'uncertain' | 'credited' | 'failed';
}

/** The ledger's CSV export (downloaded through the signed-in client) and the WHMCS check. */
export function useLedgerActions() {
  const { mutate } = useSWRConfig();
  return {
    async downloadCsv(filters: LedgerFilters): Promise<void> {
      const { data, error, response } = await api.GET('/blog/api/admin/rewards/ledger/csv', {
        params: { query: filters },
        parseAs: 'blob',
      });
      if (error || !data) throw new Error(response.statusText);
      downloadFile(data as Blob, response, 'registre-recompenses.csv');
    },
    async markMismatchSeen(rewardId: number, comment: string) {
      const answer = unwrap(
        await api.PUT('/blog/api/admin/rewards/ledger/{id}/mismatch-review', {
          params: { path: { id: rewardId } },
          body: { comment },
        }),
      );
      await mutate((key) => ledgerKeys.isLedger(key));
      return answer;
    },
    async startCheck() {
      const answer = unwrap(await api.POST('/blog/api/admin/rewards/ledger/check'));
      await mutate((key) => ledgerKeys.isLedger(key));
      return answer;
    },
  };
}
