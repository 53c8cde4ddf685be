import type { Reward } from './entities/reward.entity';
import { ledgerTexts } from '../i18n/ledger';
import { legacyRewardMarker, rewardMarker } from './reward-events';
import { CSV_BOM, csvDate, csvLine as line } from '../common/text/csv';

/*
 * The ledger as a French spreadsheet reads it (`common/text/csv.ts`): decimal comma, and nothing but rows
 * under the header, so that sorting and filters work (the totals are on the screen).
 */

/** `12,00`: cents with a decimal comma and no grouping, a number to a French spreadsheet. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function csvHeader(): string {
  return `${CSV_BOM}${line([...ledgerTexts.columns])}`;
}

/**
 * What identifies a credited reward's credit in WHMCS as the check finds it: the marker its description
 * ends with (a reward sent before the installation id existed may carry the older one instead).
 */
export function creditMarker(reward: Pick<Reward, 'id' | 'status' | 'legacy_marker'>, installation: string): string | null {
  if (reward.status !== 'credited') return null;
  const marker = rewardMarker(installation, reward.id);
  return reward.legacy_marker ? `${marker} ${ledgerTexts.or} ${legacyRewardMarker(reward.id)}` : marker;
}

export function csvRows(rewards: Reward[], installation: string): string {
  return rewards
    .map((reward) =>
      line([
        reward.id,
        csvDate(reward.created_at),
        reward.user?.display_name || reward.user?.username || null,
        reward.article_title,
        csvAmount(reward.amount_cents),
        reward.currency,
        ledgerTexts.status[reward.status],
        csvDate(reward.credited_at),
        reward.whmcs_client_id,
        creditMarker(reward, installation),
      ]),
    )
    .join('');
}
