import type { Reward } from './entities/reward.entity';
import { ledgerTexts } from '../i18n/ledger';
import { legacyRewardMarker, rewardMarker } from './reward-events';

/**
 * The ledger as a French spreadsheet reads it: `;` between fields, decimal comma, dates in Paris time,
 * a byte-order mark so that the accents survive, and nothing but rows under the header, so that sorting
 * and filters work (the totals are on the screen). A field that a spreadsheet would take for a formula
 * (`=`, `+`, `-`, `@`, their full-width forms, which spreadsheets read alike, tab, carriage return)
 * starts with an apostrophe.
 */
const SEPARATOR = ';';

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `= + - @`, tab and CR, and the full-width `＝ ＋ － ＠` (U+FF1D, U+FF0B, U+FF0D, U+FF20). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `12,00`: cents with a decimal comma and no grouping, a number to a French spreadsheet. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function csvDate(value: Date | null): string {
  return value ? PARIS_DATE_TIME.format(new Date(value)).replace(',', '') : '';
}

const line = (fields: (string | number | null)[]): string => `${fields.map(csvField).join(SEPARATOR)}\r\n`;

export function csvHeader(): string {
  return `\uFEFF${line([...ledgerTexts.columns])}`;
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
