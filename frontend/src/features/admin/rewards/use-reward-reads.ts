import { API_BASE, apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { RewardSettingsResponse, RewardHistoryResponse, LedgerResponse } from '../shared/admin-api';

export const useRewardSettings = () => useApi<RewardSettingsResponse>(apiKeys.rewardSettings);

export const useRewardHistory = () => useApi<RewardHistoryResponse>(apiKeys.rewardHistory);

/**
 * Keys read by the ledger screen only: kept here rather than in api/keys.ts, which every public page
 * loads first. The ledger's query string is the screen's filters as they are in its address.
 */
export const ledgerKeys = {
  ledger: (query: string) => `${API_BASE}/admin/rewards/ledger${query ? `?${query}` : ''}`,
  isLedger: (key: unknown) => typeof key === 'string' && key.startsWith(`${API_BASE}/admin/rewards/ledger`),
};

/** The ledger page; refreshed every 2 s while a WHMCS check runs, to show its progress. */
export const useLedger = (query: string) =>
  useApi<LedgerResponse>(ledgerKeys.ledger(query), {
    refreshInterval: (latest) => (latest?.last_check?.status === 'running' ? 2000 : 0),
  });
