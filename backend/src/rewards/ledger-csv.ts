import type { LedgerTotalDto } from './dto/ledger.dto';
import type { Reward, RewardStatus } from './entities/reward.entity';
import { ledgerTexts } from '../i18n/ledger';

/**
 * The ledger as a French spreadsheet reads it: `;` between fields, decimal comma, dates in Paris time,
 * a byte-order mark so that the accents survive, and the totals after a blank line. A field that a
 * spreadsheet would take for a formula (`=`, `+`, `-`, `@`) starts with an apostrophe.
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

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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

export function csvRows(rewards: Reward[]): string {
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
        reward.whmcs_credit_id,
      ]),
    )
    .join('');
}

export function csvTotals(totals: (Omit<LedgerTotalDto, 'amount'> & { cents: number })[]): string {
  return (
    '\r\n' +
    line([...ledgerTexts.totalColumns]) +
    totals
      .map((total) =>
        line([
          ledgerTexts.total,
          ledgerTexts.status[total.status as RewardStatus],
          total.currency,
          total.count,
          csvAmount(total.cents),
        ]),
      )
      .join('')
  );
}
