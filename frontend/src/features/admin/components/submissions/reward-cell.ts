import { formatMoney } from '../../../../lib/format';
import type { Submission } from '../../admin-api';
import { formatAmount } from '../../format';

/** Spec §2.15: an amount only for a published submission with a positive reward; 0 € otherwise. */
export function rewardText(submission: Pick<Submission, 'status' | 'reward_amount' | 'reward_currency'>): string {
  if (submission.status === 'published' && submission.reward_amount > 0) return formatAmount(submission.reward_amount, submission.reward_currency ?? 'EUR');
  return formatMoney(0);
}
