import { frAdmin } from '../../../i18n/fr-admin';
import type { RewardSettings } from '../shared/admin-api';

/** Spec §5: amount ≥ 0 (step 0.01), minimum words ≥ 100 (step 50); reminder 0–100; the first failing rule's text, or null. */
export function validateRewardSettings(settings: RewardSettings): string | null {
  const amount = Number(settings.article_reward_amount);
  if (settings.article_reward_amount.trim() === '' || !Number.isFinite(amount) || amount < 0)
    return frAdmin.rewards.invalidAmount;
  const words = Number(settings.min_words_count);
  if (settings.min_words_count.trim() === '' || !Number.isFinite(words) || words < 100) return frAdmin.rewards.invalidMinWords;
  if (!/^\d{1,3}$/.test(settings.quality_reminder_below.trim()) || Number(settings.quality_reminder_below) > 100)
    return frAdmin.rewards.invalidQualityReminder;
  return null;
}

export function sameSettings(a: RewardSettings, b: RewardSettings): boolean {
  return (
    a.article_reward_amount === b.article_reward_amount &&
    a.article_reward_currency === b.article_reward_currency &&
    a.min_words_count === b.min_words_count &&
    a.auto_approve === b.auto_approve &&
    a.quality_reminder_below === b.quality_reminder_below
  );
}
