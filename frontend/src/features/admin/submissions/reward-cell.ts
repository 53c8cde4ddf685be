import type { Submission } from '../shared/admin-api';
import { formatAmount } from '../shared/format';

/**
 * Spec §2.15: an amount only for a published submission with a positive reward; 0 otherwise, in the
 * reward's currency or else the configured one.
 */
export function rewardText(
  submission: Pick<Submission, 'status' | 'reward_amount' | 'reward_currency'>,
  configuredCurrency = 'EUR',
): string {
  const currency = submission.reward_currency ?? configuredCurrency;
  return formatAmount(submission.status === 'published' && submission.reward_amount > 0 ? submission.reward_amount : 0, currency);
}

/** The reward's state on the queue when staff must know it is being checked (never shown as failed). */
export function rewardNote(submission: Pick<Submission, 'reward_status'>): 'uncertain' | null {
  return submission.reward_status === 'uncertain' ? 'uncertain' : null;
}
